import Portus
import Routy
import RoutySwiftUI
import RoutyTestSupport
import SeededRandom
import Testing

/// The writes of one SwiftUI transaction — a path, a tab selection, a presented item, a dismissed
/// alert — delivered in every order SwiftUI could use (it documents none): each order ends in the
/// same tree, which is what the models show, and each change of the tree is reported once as the
/// user's.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct WriteOrderCase: Sendable, CustomTestStringConvertible {
    /// A binding's write, made from the shop as the transaction starts: SwiftUI writes values it
    /// computed then, not changes relative to what another write did.
    typealias Writes = @MainActor @Sendable (SwiftUIShop) -> [(name: String, write: @MainActor () -> Void)]

    var name: String
    var setUp: [[Context]]
    var writes: Writes
    /// The tree's active path at the end, in every order.
    var expected: String

    var testDescription: String { name }

    static let all: [WriteOrderCase] = [
        .init(
            name: "a sheet pulled down and a link pushed under it", setUp: [[.catalog, .product(1), .cart]],
            writes: { shop in
                [
                    ("sheet = nil", { shop.tabs.modal.sheet = nil }),
                    ("catalog.path += article(2)", { shop.catalog.path = [.product(1), .article(2)] }),
                ]
            }, expected: "app > catalog > product(1) > article(2)"),
        .init(
            name: "a tab tapped and a path set on it", setUp: [[.catalog]],
            writes: { shop in
                [
                    ("selection = home", { shop.tabs.selection = .home }),
                    ("home.path = [article(1)]", { shop.home.path = [.article(1)] }),
                ]
            }, expected: "app > home > article(1)"),
        .init(
            name: "a sheet dismissed and a tab tapped", setUp: [[.catalog, .cart]],
            writes: { shop in
                [
                    ("sheet = nil", { shop.tabs.modal.sheet = nil }),
                    ("selection = profile", { shop.tabs.selection = .profile }),
                ]
            }, expected: "app > profile"),
        .init(
            name: "a sheet dismissed, a tab tapped and a path set on it", setUp: [[.catalog, .cart]],
            writes: { shop in
                [
                    ("presented = nil", { shop.tabs.modal.presented = nil }),
                    ("selection = home", { shop.tabs.selection = .home }),
                    (
                        "home.path = [article(1), category(hats)]",
                        { shop.home.path = [.article(1), .category("hats")] }
                    ),
                ]
            }, expected: "app > home > article(1) > category(hats)"),
        .init(
            name: "a swipe back past the sheet's presenter and the sheet pulled down",
            setUp: [[.catalog, .product(1), .cart]],
            writes: { shop in
                [
                    ("catalog.path = []", { shop.catalog.path = [] }),
                    ("sheet = nil", { shop.tabs.modal.sheet = nil }),
                ]
            }, expected: "app > catalog"),
        .init(
            name: "writes that repeat what the models hold", setUp: [[.catalog, .product(1)]],
            writes: { shop in
                [
                    ("catalog.path = [product(1)]", { shop.catalog.path = [.product(1)] }),
                    ("sheet = nil (none shown)", { shop.tabs.modal.sheet = nil }),
                    ("catalog.path = [product(1)] again", { shop.catalog.path = [.product(1)] }),
                    ("home.path = []", { shop.home.path = [] }),
                ]
            }, expected: "app > catalog > product(1)"),
        .init(
            name: "a stale path and a pull-down in a modal stack",
            setUp: [[.catalog, .product(1), .checkout, .address]],
            writes: { shop in
                let checkout = shop.tabs.modal.element as? SwiftUIStack<Screen>
                return [
                    ("checkout.path = [] (stale)", { checkout?.path = [] }),
                    ("catalog.path = [product(1)]", { shop.catalog.path = [.product(1)] }),
                    ("app presents login (ignored)", { checkout?.modal.presented = .login }),
                ]
            }, expected: "app > catalog > product(1) > checkout"),
        .init(
            name: "an alert tapped", setUp: [[.catalog, .confirmDelete(1)]],
            writes: { shop in
                let alert = shop.tabs.modal.alert
                return [
                    ("isAlertPresented = false", { shop.tabs.modal.isAlertPresented = false }),
                    ("choose Delete", { alert?.choose(buttonAt: 0) }),
                ]
            }, expected: "app > catalog"),
        .init(
            name: "an alert dismissed and a link pushed under it", setUp: [[.catalog, .product(1), .confirmDelete(1)]],
            writes: { shop in
                [
                    ("isAlertPresented = false", { shop.tabs.modal.isAlertPresented = false }),
                    ("catalog.path = []", { shop.catalog.path = [] }),
                    ("selection = home", { shop.tabs.selection = .home }),
                ]
            }, expected: "app > home"),
    ]
}

@MainActor
@Suite struct BindingWriteOrderTests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test(arguments: WriteOrderCase.all)
    func everyOrderEndsInTheSameTree(_ testCase: WriteOrderCase) async throws {
        var trees: [String: [String]] = [:]
        let count = try await SwiftUIShop().writesCount(testCase)
        for order in WriteOrders.all(Array(0..<count)) {
            let shop = try SwiftUIShop()
            let outcome = try await shop.deliver(testCase, in: order)
            #expect(outcome.problems == [], "order \(outcome.order)")
            #expect(shop.path == testCase.expected, "order \(outcome.order)")
            trees[shop.tree.description, default: []].append(outcome.order)
        }
        #expect(trees.count == 1, "different trees by order: \(trees)")
    }

    /// The same, with a request held at its gate while the writes come, which then plans from
    /// what they left.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test(arguments: WriteOrderCase.all)
    func everyOrderDuringARequestEndsInTheSameTree(_ testCase: WriteOrderCase) async throws {
        var trees: [String: [String]] = [:]
        let count = try await SwiftUIShop().writesCount(testCase)
        for order in WriteOrders.all(Array(0..<count)) {
            let shop = try SwiftUIShop()
            let gate = InterceptorGate()
            let recorder = Recorder()
            let outcome = try await shop.deliver(testCase, in: order) {
                shop.router.interceptors = [GateInterceptor(gate: gate)]
                gate.isClosed = true
                shop.router.enqueue(
                    .navigate(to: [.catalog, .category("shoes")]), completion: recorder.completion("go"))
                await yieldUntil("the request waits at the gate") { gate.waitingCount == 1 }
            }
            gate.open()
            await yieldUntil("the request ends") { recorder.count("go") == 1 }
            #expect(outcome.problems == [], "order \(outcome.order)")
            #expect(shop.violations == [], "order \(outcome.order)")
            #expect(shop.path == "app > catalog > category(shoes)", "order \(outcome.order)")
            trees[shop.tree.description, default: []].append(outcome.order)
        }
        #expect(trees.count == 1, "different trees by order: \(trees)")
    }

    /// Every case's writes together with a swipe back and a tab tap, in orders chosen from a seed.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test(arguments: SeededGenerator.seeds([1, 20_261_127], from: "ROUTY_WRITE_ORDER_SEED"))
    func ordersChosenFromASeedEndInTheSameTree(seed: UInt64) async throws {
        for testCase in WriteOrderCase.all {
            let count = try await SwiftUIShop().writesCount(testCase)
            var trees: [String: [String]] = [:]
            for order in WriteOrders.seeded(Array(0..<count), seed: seed, count: 4) {
                let shop = try SwiftUIShop()
                let outcome = try await shop.deliver(testCase, in: order)
                #expect(outcome.problems == [], "seed \(seed), \(testCase.name), order \(outcome.order)")
                trees[shop.tree.description, default: []].append(outcome.order)
            }
            #expect(trees.count == 1, "seed \(seed), \(testCase.name): different trees by order: \(trees)")
        }
    }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
extension SwiftUIShop {
    /// The number of writes of `testCase`, on a shop set up for it.
    func writesCount(_ testCase: WriteOrderCase) async throws -> Int {
        try await setUp(testCase.setUp)
        return testCase.writes(self).count
    }

    /// Sets the shop up for `testCase`, runs `during` (a request to hold, say), then delivers the
    /// case's writes in `order`, checking that the tree is what the models show and that each
    /// change of the tree was reported once as the user's.
    func deliver(
        _ testCase: WriteOrderCase,
        in order: [Int],
        during: @MainActor () async -> Void = {}
    ) async throws -> (order: String, problems: [String]) {
        try await setUp(testCase.setUp)
        let recorder = Recorder()
        recorder.observe(router)
        let changes = TreeChanges(tree)
        await during()
        let writes = testCase.writes(self)
        for index in order { writes[index].write() }
        var problems = violations
        if shown != path { problems.append("the models show [\(shown)] but the tree says [\(path)]") }
        let reported = recorder.userEvents.filter { !$0.hasPrefix("bypassed") }
        if reported.count != changes.changes.count {
            problems.append("the tree heard \(changes.changes) but the router reported \(reported)")
        }
        return (order.map { writes[$0].name }.joined(separator: ", "), problems)
    }
}
