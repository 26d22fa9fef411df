import Portus
import Routy
import RoutyHeadless
import RoutyTestSupport
import Testing

/// Contexts compare by type and payload and print as `product(42)`; the router's values print
/// as their `description` documents (`enter(node5)`, `switchTo(catalog)`).
@Suite struct ContextTests {
    @Test func contextsAreEqualWhenTypeAndPayloadAre() {
        #expect(Context.product(42) == .product(42))
        #expect(Context.product(42) != .product(43))
        #expect(Context.product(42) != .order(42))
        #expect(Context.catalog == Context(.catalog))
    }

    @Test func aContextIsAValueChangingACopyLeavesTheOriginal() {
        let original = Context.product(42)
        var copy = original
        copy.payload = 43
        #expect(original == .product(42) && copy == .product(43))
        copy.type = .order
        #expect(original == .product(42) && copy == Context(.order, payload: 43))
        #expect(copy.hashValue == Context(.order, payload: 43).hashValue)
    }

    @Test func noPayloadEqualsOnlyNoPayload() {
        #expect(Context(.product) != .product(42))
        #expect(Context.product(42) != Context(.product))
        #expect(Context(.product) == Context(.product, payload: nil))
    }

    @Test func payloadsOfDifferentTypesAreNotEqual() {
        #expect(Context(.product, payload: 42) != Context(.product, payload: "42"))
        #expect(Context(.product, payload: 42) != Context(.product, payload: 42.0))
        #expect(Context(.product, payload: Int64(42)) != Context(.product, payload: 42))
    }

    @Test func payloadsOfTheAppsOwnTypesCompareByValue() {
        struct Filter: Hashable, Sendable {
            var colour: String
        }
        let red = Context(.category, payload: Filter(colour: "red"))

        #expect(red == Context(.category, payload: Filter(colour: "red")))
        #expect(red != Context(.category, payload: Filter(colour: "blue")))
        #expect(red.payload(as: Filter.self)?.colour == "red")
    }

    @Test func aClassPayloadEqualsAnInstanceOfItsSubclassAsItsOwnEqualitySays() {
        class Reference: Hashable, @unchecked Sendable {
            let id: Int
            init(id: Int) { self.id = id }
            static func == (lhs: Reference, rhs: Reference) -> Bool { lhs.id == rhs.id }
            func hash(into hasher: inout Hasher) { hasher.combine(id) }
        }
        final class Special: Reference, @unchecked Sendable {}

        #expect(Context(.product, payload: Reference(id: 1)) == Context(.product, payload: Special(id: 1)))
        #expect(Context(.product, payload: Special(id: 1)) == Context(.product, payload: Reference(id: 1)))
        #expect(Context(.product, payload: Reference(id: 1)) != Context(.product, payload: Special(id: 2)))
    }

    @Test func thePayloadCanBeReadAsItsType() {
        #expect(Context.product(42).payload(as: Int.self) == 42)
        #expect(Context.product(42).payload(as: String.self) == nil)
        #expect(Context.catalog.payload(as: Int.self) == nil)
    }

    @Test(arguments: [
        (Context.catalog, "catalog"),
        (.product(42), "product(42)"),
        (.category("shoes"), "category(shoes)"),
        (Context(.order, payload: [1, 2]), "order([1, 2])"),
    ])
    func aContextPrintsAsTypeAndPayload(context: Context, printed: String) {
        #expect(context.description == printed)
    }

    @Test func instructionsPrintWithTheirContexts() {
        let instructions: [Instruction] = [
            .leave(.cart), .switchTo(.home), .update(from: .product(42), to: .product(43)), .enter(.article(7)),
        ]

        #expect(
            instructions.map(\.description)
                == ["leave(cart)", "switchTo(home)", "update(product(42) -> product(43))", "enter(article(7))"]
        )
    }

    @Test func requestsAndPresentationsPrintWhatTheyAsk() {
        let request = NavigationRequest<Screen>([.navigate(to: [.catalog, .category("shoes")]), .close(.cart)])

        #expect(request.description == "navigate(catalog, category(shoes)); close(cart)")
        #expect(request.source == "app")
        #expect([NavigationPresentation.push, .modal, .root].map(\.description) == ["push", "modal", "root"])
    }

    /// Each error with the sentence it prints.
    static let printedErrors: [(NavigationError<Screen>, String)] = [
        (.emptyRequest, "The request is empty: give at least one context."),
        (.cannotPresent(.product(1), .push), "Nothing on the active path can show product(1) as push."),
        (.cancelled, "The request was cancelled before it started."),
        (
            .notReachable([.app, .catalog]),
            "No leave, tab switch or enter leads from what is shown to [app, catalog]: an element on the way "
                + "cannot be left, or a container does not manage the tab on the way. Check where each context's "
                + "presentation puts it."
        ),
        (.noRoot, "Nothing is shown yet: show a root element (the window's show(_:)) before navigating."),
        (
            .leaveRefused(.cart),
            "cart refused to be left (canLeaveNode returned false); let the user finish there before "
                + "navigating away."
        ),
        (
            .staleElement(RoutingEntry(identifier: "cart")),
            "cart is stale: its element was deallocated without telling the tree. Call didLeaveNode(with:) when "
                + "an element goes away, or removeStaleNodes()."
        ),
        (
            .cannotExecute(.leave(.cart)),
            "No element can execute leave(cart): the element to leave does not adopt Leavable, or the container "
                + "to switch does not adopt Switchable."
        ),
        (
            .instructionFailed(.leave(.product(1)), executed: [.leave(.cart)]),
            "leave(product(1)) failed after 1 executed instruction(s): leave(cart)."
        ),
        (
            .treeNotUpdated(.switchTo(.catalog), executed: []),
            "switchTo(catalog) reported success but the tree did not change; tell the tree before calling the "
                + "completion (after 0 executed instruction(s))."
        ),
        (
            .didNotConverge(executed: [.enter(.cart), .leave(.cart)]),
            "The request did not reach its destination after 2 executed instruction(s): enter(cart), leave(cart); "
                + "the elements, or the user meanwhile, did something other than asked."
        ),
        (
            .notInTree(.cart),
            "The tree has no node for cart: its element told the tree it left, switched a tab or took a new "
                + "payload without having told it that it entered. Tell the tree when an element enters."
        ),
        (
            .invalidTabs(.app),
            "app names a selected tab that is not among its tabs; select one of the tabs it manages."
        ),
    ]

    @Test(arguments: printedErrors)
    func errorsSayWhatHappened(error: NavigationError<Screen>, printed: String) {
        #expect(error.description == printed)
    }

    @Test func anEmptyReportSaysSo() {
        #expect(NavigationReport<Screen>().description == "(nothing to do)")
        #expect(
            NavigationFailure<Screen>(.cancelled, stepIndex: 0, report: .init()).description
                == "step 0 failed: The request was cancelled before it started. (nothing had been executed)"
        )
    }
}
