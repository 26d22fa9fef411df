import Portus
import RoutyTestSupport
import RoutyUIKit

extension TestApp {
    /// What breaks the invariants now; empty when they hold.
    ///
    /// - The fake UI shows what the tree's active path says.
    /// - The tree's own structure holds (`RoutingTree.consistencyViolations`).
    /// - Each stack's pushed elements are its navigation controller's view controllers.
    var violations: [String] {
        // An alert shows its alert controller, labelled by its title, not its context.
        let pathAsShown = tree.activePath.compactMap { entry in
            (entry.routable as? AppAlert)?.viewController.label ?? (entry.routable as? AppElement)?.context.description
        }.joined(separator: " > ")
        var found = tree.violations(shown: shown, path: pathAsShown)
        var nodes: [RoutingTree.Node] = tree.root.map { [$0] } ?? []
        while let node = nodes.popLast() {
            nodes += node.children
            if let stack = node.entry.routable as? AppStack {
                // A tab of a group's shared stack that is not its root now holds nothing on it.
                let held = stack.navigationController.viewControllers
                let onStack = held.first === stack.rootViewController ? held.dropFirst().map { $0.label } : []
                let elements = stack.pushed.map { $0.viewController.label }
                if onStack != elements { found.append("\(stack.context) pushed \(elements) but shows \(onStack)") }
            }
        }
        return found
    }
}
