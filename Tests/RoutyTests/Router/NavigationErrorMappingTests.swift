import Portus
import Routy
import RoutyHeadless
import RoutyTestSupport
import Testing

/// The routing layer's failures reach an app as `NavigationError`s, each element named by its
/// context and each instruction a `NavigationInstruction`: through the router, the window and
/// the dry run.
@MainActor
@Suite struct NavigationErrorMappingTests {
    /// An element of the app's own, entered by telling the tree directly, as an app's own screen
    /// does; it can be left, or not, and when left it may forget to tell the tree.
    final class OwnScreen: NavigationElement, Leavable {
        let context: Context
        let tree: RoutingTree
        /// Whether a leave reports success without telling the tree.
        var forgetsToTellTheTree = false

        init(_ context: Context, tree: RoutingTree) {
            self.context = context
            self.tree = tree
        }

        func canLeaveNode(with entry: RoutingEntry) -> Bool { true }

        func leaveNode(with entry: RoutingEntry, animated: Bool, completion: @escaping (Bool) -> Void) {
            if !forgetsToTellTheTree { try? tree.didLeaveNode(with: entry) }
            completion(true)
        }
    }

    /// The same, without a leave: the router cannot take it away.
    final class FixedScreen: NavigationElement {
        let context: Context

        init(_ context: Context) { self.context = context }
    }

    @Test func aScreenNothingCanLeaveMakesTheDestinationNotReachable() async throws {
        let shop = try TestShop()
        let fixed = FixedScreen(.article(7))
        try shop.tree.didEnterNode(withEntry: fixed.entry)
        let before = shop.tree.description

        let result = await shop.router.result(of: [.navigate(to: [.home, .category("shoes")])])

        #expect(result.failure?.cause == .notReachable([.app, .home, .category("shoes")]))
        #expect(result.failure?.report.instructions == [])
        #expect(shop.tree.description == before)
        #expect(throws: NavigationFailure<Screen>(.notReachable([.app, .home]))) {
            try shop.router.plan(.navigate(to: [.home]))
        }
    }

    @Test func anElementGoneWithoutTellingTheTreeIsStale() async throws {
        let shop = try TestShop()
        do {
            let gone = OwnScreen(.article(7), tree: shop.tree)
            try shop.tree.didEnterNode(withEntry: gone.entry)
        }

        let result = await shop.router.result(of: [.navigate(to: [.home, .category("shoes")])])

        #expect(result.failure?.cause == .staleElement(RoutingEntry(identifier: "article(7)")))
        #expect(result.failure?.cause.description.hasPrefix("article(7) is stale") == true)
    }

    @Test func aLeaveThatDoesNotTellTheTreeIsNamedByItsContext() async throws {
        let shop = try TestShop()
        let own = OwnScreen(.article(7), tree: shop.tree)
        try shop.tree.didEnterNode(withEntry: own.entry)
        own.forgetsToTellTheTree = true

        let result = await shop.router.result(of: [.navigate(to: [.home])])

        #expect(result.failure?.cause == .treeNotUpdated(.leave(.article(7)), executed: []))
        #expect(shop.path == "app > home > article(7)")

        own.forgetsToTellTheTree = false
        #expect(await shop.router.result(of: [.navigate(to: [.home])]).summary == "leave(article(7))")
    }

    @Test func aFailureAfterOtherInstructionsListsThemAsTheAppNamesThem() async throws {
        let shop = try TestShop()
        try await shop.setUp([[.catalog, .category("shoes"), .product(42)], [.home]])
        let product = try #require(shop.element(.product(42)))
        product.failNextOperation()

        let result = await shop.router.result(of: [.navigate(to: [.catalog, .category("shoes")])])

        #expect(
            result.failure?.cause == .instructionFailed(.leave(.product(42)), executed: [.switchTo(.catalog)]))
        #expect(
            result.failure?.cause.description
                == "leave(product(42)) failed after 1 executed instruction(s): switchTo(catalog).")
    }

    @Test func aRequestOnATreeWithNoRootSaysToShowOne() async throws {
        let tree = RoutingTree()
        let router = NavigationRouter(tree: tree, factory: NavigationElementRegistry<Screen>())

        #expect(await router.result(of: [.goBack]).failure?.cause == .noRoot)
    }

    @Test func aWindowWhoseRootTheTreeNoLongerHoldsSaysSo() throws {
        let tree = RoutingTree()
        let window = HeadlessWindow<Screen>(tree: tree)
        let first = HeadlessStack<Screen>(.home)
        try window.show(first)
        try tree.didLeaveNode(with: first.entry)

        #expect(throws: NavigationError<Screen>.notInTree(.home)) {
            try window.show(HeadlessStack<Screen>(.catalog))
        }
    }
}
