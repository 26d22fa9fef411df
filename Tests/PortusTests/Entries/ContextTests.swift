import Portus
import Testing

/// Entries with the same identifier and other contexts are other nodes.
@Suite("Contexts")
@MainActor
struct ContextTests {
    static let spec = TreeSpec(
        root: "list",
        nodes: [
            "list": .screen(enters: ["product"]),
            "product": .screen(enters: ["reviews"]),
            "reviews": .screen(),
        ]
    )

    static func product(_ id: String) -> RoutingEntry {
        RoutingEntry(identifier: "product", context: ["id": id])
    }

    @Test("Another context is left and entered; the same context is kept", arguments: RoutingStrategy.both)
    func contexts(strategy: RoutingStrategy) throws {
        let app = TestApp(spec: Self.spec)
        try #require(app.start() != nil)
        let router = Router(tree: app.tree, strategy: strategy)
        let list = RoutingEntry(identifier: "list")
        let reviews = RoutingEntry(identifier: "reviews")
        #expect(try app.route(router, to: [list, Self.product("1"), reviews])?.get().count == 2)
        #expect(
            try app.route(router, to: [list, Self.product("1")])?.get().descriptions == ["leave(reviews)"])
        #expect(
            try app.route(router, to: [list, Self.product("2"), reviews])?.get().descriptions == [
                "leave(product[id=1])", "enter(product[id=2])", "enter(reviews)",
            ])
        #expect(app.tree.activePath == [list, Self.product("2"), reviews])
        #expect(app.tree.activePath != [list, Self.product("1"), reviews])
        #expect(app.tree.description == "list *\n└─ product[id=2] *\n   └─ reviews *")
    }
}
