import Portus
import Testing

/// `enter(dynamicDestination:)` asks the active leaf to enter an entry, wherever the app is, and
/// says whether the tree shows it.
@Suite("Dynamic destinations")
@MainActor
struct DynamicDestinationTests {
    /// The example tree at `switchNode1, node1, node5`.
    func appOnNode5() throws -> (TestApp, Router) {
        let app = TestApp()
        try #require(app.start() != nil)
        let router = Router(tree: app.tree)
        _ = try #require(app.route(router, to: ["switchNode1", "node1", "node5"])).get()
        app.clearCalls()
        return (app, router)
    }

    func enter(_ router: Router, _ identifier: RoutingIdentifier) -> Bool? {
        var entered: Bool?
        router.enter(dynamicDestination: RoutingEntry(identifier: identifier)) { entered = $0 }
        return entered
    }

    @Test("The active leaf enters the entry: true")
    func entered() throws {
        let (app, router) = try appOnNode5()
        #expect(enter(router, "node9") == true)
        #expect(app.activePath == ["switchNode1", "node1", "node5", "node9"])
        #expect(app.instructions == ["enter(node9)"])
    }

    enum Refusal: String, CaseIterable, Sendable {
        case notAmongTheLeafsChildren
        case leafFails
        case leafDoesNotTellTheTree
    }

    @Test("The leaf does not enter it, or the tree does not show it: false", arguments: Refusal.allCases)
    func notEntered(_ refusal: Refusal) throws {
        let (app, router) = try appOnNode5()
        let node5 = try #require(app.screen("node5"))
        var identifier: RoutingIdentifier = "node9"
        switch refusal {
        case .notAmongTheLeafsChildren: identifier = "node11"
        case .leafFails: node5.failNext = true
        case .leafDoesNotTellTheTree: node5.skipTreeUpdate = true
        }
        let before = app.tree.description
        #expect(enter(router, identifier) == false)
        #expect(app.tree.description == before)
        #expect(app.instructions == ["enter(\(identifier))"])
    }

    @Test("An empty tree has no leaf to enter from: false")
    func emptyTree() {
        var entered: Bool?
        Router(tree: RoutingTree()).enter(dynamicDestination: RoutingEntry(identifier: "modal")) { entered = $0 }
        #expect(entered == false)
    }

    @Test("A stale leaf cannot enter: false")
    func staleLeaf() throws {
        let (app, router) = try appOnNode5()
        let node1 = try #require(app.screen("node1"))
        node1.release(try #require(node1.entered))
        #expect(enter(router, "node9") == false)
        #expect(app.instructions.isEmpty)
    }
}
