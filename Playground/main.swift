import Foundation
import Portus

/// The tour of the worked examples: each route is planned and executed for real on in-memory
/// nodes, and the tree is printed after it.
@MainActor
func tour() async -> Int32 {
    let example = WorkedExample()
    let router = Router(tree: example.tree)
    do {
        try example.start()
        print("The worked-example tree:\n\(example.tree)\n")
        // Example 1 starts inside node2's switchNode3 on node12.
        try await router.routeTo(staticDestination: ["switchNode1", "node2", "switchNode3", "node12"].entries)
    } catch {
        print("error: \(error)")
        return 1
    }
    print("Start: \(example.tree.activePath.map(\.description).joined(separator: ", "))\n")
    let destinations: [[RoutingIdentifier]] = [
        ["switchNode1", "node1", "node5", "node8"],
        ["switchNode1", "switchNode2", "node4"],
        ["switchNode1", "node1", "node6", "node11"],
        ["switchNode1", "node2", "switchNode3", "node13"],
    ]
    for (number, destination) in destinations.enumerated() {
        print("Example \(number + 1): route to \(destination.map(\.rawValue).joined(separator: ", "))")
        do {
            let instructions = try await router.routeTo(staticDestination: destination.entries)
            print("  instructions: \(instructions.map(\.description).joined(separator: ", "))")
            print(example.tree.description.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n"))
            print()
        } catch {
            print("  error: \(error)")
            return 1
        }
    }
    return 0
}

let status = await tour()
if status != 0 { exit(status) }
