import Portus
import Testing

/// The printed forms of the tree, pinned for the example tree at the origin of the first example.
@Suite("Tree pictures")
@MainActor
struct TreePictureTests {
    /// The example tree at `switchNode1, node2, switchNode3, node12`. The app keeps its nodes
    /// alive: read the tree through it, or they go when the app does.
    func exampleTree() throws -> TestApp {
        let app = TestApp()
        try #require(app.start() != nil)
        _ = try #require(app.route(Router(tree: app.tree), to: WorkedExample.setUp)).get()
        return app
    }

    @Test("description prints the whole tree with the active path starred")
    func description() throws {
        let app = try exampleTree()
        #expect(
            app.tree.description == """
                switchNode1 *
                ├─ switchNode2
                │  ├─ node3
                │  └─ node4
                ├─ node1
                └─ node2 *
                   └─ switchNode3 *
                      ├─ node12 *
                      └─ node13
                """
        )
        #expect(app.tree.count == 9)
        #expect(RoutingTree().description == "(empty)")
        #expect(RoutingTree().isEmpty)
    }

    @Test("dotRepresentation draws the active path bold and blue, managed children dashed")
    func dot() throws {
        let app = try exampleTree()
        let active = "style=\"bold,filled\", fillcolor=\"lightblue\", color=\"blue\""
        #expect(
            app.tree.dotRepresentation == """
                digraph RoutingTree {
                  node [shape=box, fontname="Helvetica"];
                  n0 [label="switchNode1", \(active)];
                  n1 [label="switchNode2"];
                  n0 -> n1 [style=dashed];
                  n2 [label="node3"];
                  n1 -> n2 [style=dashed];
                  n3 [label="node4"];
                  n1 -> n3 [style=dashed];
                  n4 [label="node1"];
                  n0 -> n4 [style=dashed];
                  n5 [label="node2", \(active)];
                  n0 -> n5 [style=dashed, color="blue", penwidth=2];
                  n6 [label="switchNode3", \(active)];
                  n5 -> n6 [color="blue", penwidth=2];
                  n7 [label="node12", \(active)];
                  n6 -> n7 [style=dashed, color="blue", penwidth=2];
                  n8 [label="node13"];
                  n6 -> n8 [style=dashed];
                }
                """
        )
    }

    @Test("mermaidRepresentation draws the active path in thick edges and an active class")
    func mermaid() throws {
        let app = try exampleTree()
        #expect(
            app.tree.mermaidRepresentation == """
                graph TD
                  n0["switchNode1"]
                  n1["switchNode2"]
                  n0 -.-> n1
                  n2["node3"]
                  n1 -.-> n2
                  n3["node4"]
                  n1 -.-> n3
                  n4["node1"]
                  n0 -.-> n4
                  n5["node2"]
                  n0 ==> n5
                  n6["switchNode3"]
                  n5 ==> n6
                  n7["node12"]
                  n6 ==> n7
                  n8["node13"]
                  n6 -.-> n8
                  classDef active fill:#cce5ff,stroke:#0b5fff,stroke-width:2px;
                  class n0,n5,n6,n7 active;
                """
        )
    }

    @Test("Contexts print sorted and are escaped in DOT and Mermaid")
    func contexts() throws {
        let tree = RoutingTree()
        try tree.didEnterNode(withEntry: RoutingEntry(identifier: "product", context: ["b": "\"2\"", "a": "1"]))
        #expect(tree.description == "product[a=1,b=\"2\"] *")
        #expect(tree.dotRepresentation.contains("n0 [label=\"product[a=1,b=\\\"2\\\"]\""))
        #expect(tree.mermaidRepresentation.contains("n0[\"product[a=1,b=#quot;2#quot;]\"]"))
    }
}
