import Observation
import Portus
import Routy
import RoutySwiftUI
import RoutyTestSupport
import Testing

/// A request or a gesture changes exactly the bound properties of what it changes on screen,
/// once per request (a request that pushes two screens changes its stack's path once), as
/// `withObservationTracking` sees them; nothing else fires; and the tree is told once per change.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct ObservationCase: Sendable, CustomTestStringConvertible {
    enum Action: Sendable {
        case request(NavigationRequest<Screen>)
        case gesture(@MainActor @Sendable (SwiftUIShop) throws -> Void)
    }

    var name: String
    var setUp: [[Context]]
    var action: Action
    /// The bound properties that change, and how often: `catalog.path` is the path of the stack
    /// whose root is the catalog, `app.modal.presented` what the root presents.
    var changes: [String: Int]
    /// How many changes the tree reports.
    var treeChanges: Int

    var testDescription: String { name }

    static let presented = ["app.modal.presented": 1, "app.modal.isDismissDisabled": 1]

    static let all: [ObservationCase] = [
        // Requests.
        .init(
            name: "a push", setUp: [[.catalog]], action: .request([.navigate(to: [.catalog, .product(1)])]),
            changes: ["catalog.path": 1], treeChanges: 1),
        .init(
            name: "a tab switch", setUp: [[.catalog]], action: .request([.selectTab(.home)]),
            changes: ["app.selection": 1], treeChanges: 1),
        .init(
            name: "a switch, then a push", setUp: [], action: .request([.navigate(to: [.catalog, .product(1)])]),
            changes: ["app.selection": 1, "catalog.path": 1], treeChanges: 2),
        .init(
            name: "two pushes: once per request", setUp: [[.catalog]],
            action: .request([.navigate(to: [.catalog, .category("shoes"), .product(1)])]),
            changes: ["catalog.path": 1], treeChanges: 2),
        .init(
            name: "three pushes and a sheet over them", setUp: [[.catalog]],
            action: .request([.navigate(to: [.catalog, .category("shoes"), .product(1), .editor, .cart])]),
            changes: presented.merging(["catalog.path": 1]) { $0 + $1 }, treeChanges: 4),
        .init(
            name: "a switch and three pushes on the other tab", setUp: [[.catalog, .product(1)]],
            action: .request([.navigate(to: [.home, .article(1), .article(2), .article(3)])]),
            changes: ["app.selection": 1, "home.path": 1], treeChanges: 4),
        .init(
            name: "a request that changes nothing", setUp: [[.catalog, .product(1)]],
            action: .request([.navigate(to: [.catalog, .product(1)])]), changes: [:], treeChanges: 0),
        .init(
            name: "a pop", setUp: [[.catalog, .category("shoes"), .product(1)]], action: .request([.goBack]),
            changes: ["catalog.path": 1], treeChanges: 1),
        .init(
            name: "a pop of two screens: the router leaves them one at a time, the path changes once",
            setUp: [[.catalog, .category("shoes"), .product(1)]], action: .request([.goBack(to: .catalog)]),
            changes: ["catalog.path": 1], treeChanges: 2),
        .init(
            name: "an update in place", setUp: [[.catalog, .product(1)]],
            action: .request([.navigate(to: .product(2))]),
            changes: ["catalog.path": 1, "product(1).context": 1], treeChanges: 1),
        .init(
            name: "a sheet", setUp: [[.catalog]], action: .request([.navigate(to: .cart)]), changes: presented,
            treeChanges: 1),
        .init(
            name: "a full-screen cover", setUp: [[.catalog]], action: .request([.navigate(to: .login)]),
            changes: presented, treeChanges: 1),
        .init(
            name: "a dismissal", setUp: [[.catalog, .cart]], action: .request([.close(.cart)]), changes: presented,
            treeChanges: 1),
        .init(
            name: "a modal over a modal", setUp: [[.catalog, .cart]], action: .request([.navigate(to: .login)]),
            changes: ["cart.modal.presented": 1, "cart.modal.isDismissDisabled": 1], treeChanges: 1),
        .init(
            name: "a switch under a modal", setUp: [[.catalog, .cart]], action: .request([.selectTab(.home)]),
            changes: presented.merging(["app.selection": 1]) { $0 + $1 }, treeChanges: 2),
        .init(
            name: "a pop of the modal's presenter", setUp: [[.catalog, .category("shoes"), .product(1), .cart]],
            action: .request([.goBack(to: .catalog)]), changes: presented.merging(["catalog.path": 1]) { $0 + $1 },
            treeChanges: 3),
        .init(
            name: "a push inside a modal stack", setUp: [[.catalog, .checkout]],
            action: .request([.navigate(to: .address)]), changes: ["checkout.path": 1], treeChanges: 1),
        // Gestures, as SwiftUI sets the bindings.
        .init(
            name: "a swipe back", setUp: [[.catalog, .category("shoes"), .product(1)]],
            action: .gesture { $0.catalog.path.removeLast() }, changes: ["catalog.path": 1], treeChanges: 1),
        .init(
            name: "a pop to the root", setUp: [[.catalog, .category("shoes"), .product(1)]],
            action: .gesture { $0.catalog.path = [] }, changes: ["catalog.path": 1], treeChanges: 1),
        .init(
            name: "a tab tapped", setUp: [[.catalog]], action: .gesture { $0.tabs.selection = .profile },
            changes: ["app.selection": 1], treeChanges: 1),
        .init(
            name: "a sheet pulled down", setUp: [[.catalog, .cart]], action: .gesture { $0.tabs.modal.sheet = nil },
            changes: presented, treeChanges: 1),
        .init(
            name: "a NavigationLink", setUp: [[.catalog]], action: .gesture { $0.catalog.path.append(.product(3)) },
            changes: ["catalog.path": 1], treeChanges: 1),
        // What the models reject is published again, and the tree hears nothing.
        .init(
            name: "a selection that is no tab", setUp: [[.catalog]],
            action: .gesture { $0.tabs.selection = .product(1) }, changes: ["app.selection": 1], treeChanges: 0),
        .init(
            name: "a context set on a modal", setUp: [[.catalog]], action: .gesture { $0.tabs.modal.presented = .cart },
            changes: presented, treeChanges: 0),
        .init(
            name: "a push on a stack that is not shown", setUp: [[.catalog]],
            action: .gesture { $0.home.path = [.article(1)] }, changes: ["home.path": 1], treeChanges: 0),
        .init(
            name: "the same path written back", setUp: [[.catalog, .product(1)]],
            action: .gesture { $0.catalog.path = [.product(1)] }, changes: [:], treeChanges: 0),
    ]
}

@MainActor
@Suite struct ObservationCountTests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test(arguments: ObservationCase.all)
    func exactlyTheBoundPropertiesChangeOnce(_ testCase: ObservationCase) async throws {
        let shop = try SwiftUIShop()
        try await shop.setUp(testCase.setUp)
        let observed = ObservedModels(shop)
        let tree = TreeChanges(shop.tree)

        switch testCase.action {
        case .request(let request): try await shop.router.perform(request)
        case .gesture(let gesture): try gesture(shop)
        }

        #expect(observed.changes == testCase.changes)
        #expect(tree.changes.count == testCase.treeChanges, "\(tree.changes)")
        #expect(shop.violations == [])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func aGuardTurnedOnChangesTheDismissGuardOnce() async throws {
        let shop = try SwiftUIShop()
        try await shop.setUp([[.catalog, .cart]])
        let observed = ObservedModels(shop)

        try #require(shop.tabs.modal.element as? SwiftUIScreen<Screen>).refusesLeave = true

        #expect(observed.changes == ["cart.refusesLeave": 1, "app.modal.isDismissDisabled": 1])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func aFailedRequestChangesOnlyWhatItDid() async throws {
        let shop = try SwiftUIShop()
        try await shop.setUp([[.catalog]])
        var registry = NavigationElementRegistry<Screen>()
        registry.register(.product) { SwiftUIScreen($0) }
        registry.register(.editor) { SwiftUIStack($0) }  // fails to be pushed
        shop.router.factory = registry
        let observed = ObservedModels(shop)

        let result = await #expect(throws: NavigationFailure<Screen>.self) {
            try await shop.router.perform(.navigate(to: [.catalog, .product(1), .editor]))
        }

        #expect(result?.report.instructions == [.enter(.product(1))])
        #expect(observed.changes == ["catalog.path": 1])
        #expect(shop.violations == [])
    }
}
