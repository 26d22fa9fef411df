import Portus
import Routy
import RoutySwiftUI

/// The tree the models say they show, drawn as `RoutingTree.description` draws the tree, and the
/// checks that compare the two.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
enum ModelPicture {
    /// A node the models show: the element, whether it is on the active path, its children in
    /// the tree's order (managed ones, then the entered one), and whether it is a tab the user hid.
    struct Node {
        var element: any SwiftUIElement<Screen>
        var isActive: Bool
        var children: [Node]
        var isHidden = false
    }

    /// The contexts the models show from `root` to the front.
    static func shownChain(of root: any SwiftUIElement<Screen>) -> [Context] {
        var chain = ownChain(of: root)
        if let presented = root.modal.element { chain += shownChain(of: presented) }
        return chain
    }

    /// The contexts an element shows itself, without the modal it presents through.
    private static func ownChain(of element: any SwiftUIElement<Screen>) -> [Context] {
        switch element {
        case let stack as SwiftUIStack<Screen>: [stack.context] + stack.path
        case let tabs as SwiftUITabs<Screen>: [tabs.context] + (tabs.selectedTab.map(ownChain(of:)) ?? [])
        default: [element.context]
        }
    }

    /// The stack the user sees in `element`: itself, or the selected tab's, followed down.
    static func visibleStack(in element: any SwiftUIElement<Screen>) -> SwiftUIStack<Screen>? {
        switch element {
        case let stack as SwiftUIStack<Screen>: stack
        case let tabs as SwiftUITabs<Screen>: tabs.selectedTab.flatMap(visibleStack(in:))
        default: nil
        }
    }

    /// The node of a root or modal element: its own structure, with the modal it presents
    /// through hung under its active top.
    static func level(_ element: any SwiftUIElement<Screen>, isActive: Bool) -> Node {
        let modal = element.modal.element.map { level($0, isActive: isActive) }
        return node(element, isActive: isActive, top: modal)
    }

    /// The node of `element`, with `top` hung under its active top.
    private static func node(_ element: any SwiftUIElement<Screen>, isActive: Bool, top: Node?) -> Node {
        switch element {
        case let stack as SwiftUIStack<Screen>:
            var above = top
            for screen in stack.screens.reversed() {
                above = Node(element: screen, isActive: isActive, children: above.map { [$0] } ?? [])
            }
            return Node(element: stack, isActive: isActive, children: above.map { [$0] } ?? [])
        case let tabs as SwiftUITabs<Screen>:
            let children = tabs.tabs.indices.map { index in
                let selected = index == tabs.selectedIndex
                var child = node(tabs.tabs[index], isActive: isActive && selected, top: selected ? top : nil)
                child.isHidden = tabs.isHidden(tabs.tabs[index])
                return child
            }
            return Node(element: tabs, isActive: isActive, children: children)
        default:
            return Node(element: element, isActive: isActive, children: top.map { [$0] } ?? [])
        }
    }

    /// What breaks the agreement of the models under `root` and the tree; empty when they agree.
    ///
    /// - The tree is the tree the models show: the same nodes, in the same places, each node's
    ///   routable the model element that shows it, the same active path.
    /// - The tree's own structure holds (`RoutingTree.consistencyViolations`).
    static func violations(root: any SwiftUIElement<Screen>, tree: RoutingTree) -> [String] {
        var found: [String] = []
        guard let treeRoot = tree.root else { return ["the tree is empty"] }
        compare(level(root, isActive: true), treeRoot, into: &found)
        return found + tree.consistencyViolations
    }

    private static func compare(_ shown: Node, _ node: RoutingTree.Node, into found: inout [String]) {
        let context = shown.element.context
        guard node.entry.routable === shown.element else {
            found.append("the models show \(context) where the tree has \(node.entry)")
            return
        }
        if node.isActive != shown.isActive {
            found.append("\(context) is \(shown.isActive ? "" : "not ")active in the models but not in the tree")
        }
        if node.isHidden != shown.isHidden {
            found.append("\(context) is \(shown.isHidden ? "" : "not ")hidden in the models but not in the tree")
        }
        let children = node.children
        guard children.count == shown.children.count else {
            let shownChildren = shown.children.map { $0.element.context }
            found.append("\(context) shows \(shownChildren) but the tree has \(children.map(\.entry))")
            return
        }
        for (child, shownChild) in zip(children, shown.children) { compare(shownChild, child, into: &found) }
    }
}
