import Portus
import Routy

/// The root of a headless app: the tree's root node, which shows one root element.
///
/// ```swift
/// let tree = RoutingTree()
/// let window = HeadlessWindow<Screen>(tree: tree)
/// try window.show(HeadlessTabs(NavigationContext(.app), tabs: [home, catalog]))
/// window.shownPath  // [app, home]
/// ```
@MainActor
public final class HeadlessWindow<ContextType: Hashable & Sendable>: KitPresenter {
    /// The tree the window and its elements tell.
    public let tree: RoutingTree
    /// The element the window shows: a headless element or one of the app's own.
    public private(set) var root: (any NavigationElement<ContextType>)?

    /// Creates a window on an empty tree; nothing is entered until ``show(_:)``.
    public init(tree: RoutingTree) {
        self.tree = tree
    }

    /// The window's entry: `window`, not an element, so paths of contexts leave it out.
    public var entry: RoutingEntry { windowEntry }

    /// Shows `element` as the root, replacing the current one, and tells the tree.
    ///
    /// - Throws: The tree's refusal when it cannot place the window or the element:
    ///   `NavigationError.notInTree` when the tree no longer holds the current root,
    ///   `NavigationError.invalidTabs` when the element's selected tab is not among its tabs.
    public func show(_ element: any NavigationElement<ContextType>) throws(NavigationError<ContextType>) {
        try tellTreeRootIsReplaced(root?.entry)
        removeRoot()
        try NavigationError<ContextType>.telling { () throws(RoutingError) in
            if let headless = element as? HeadlessElement<ContextType> {
                try headless.enter(.root, holder: self, under: entry, tree: tree)
            } else {
                try tree.didEnterNode(withEntry: element.entry, under: entry)
            }
        }
        root = element
    }

    /// The contexts shown, from the root element to the top of the screen.
    public var shownPath: [NavigationContext<ContextType>] {
        root?.headlessShownChain ?? []
    }

    /// The contexts of the tree's active path, leaving out nodes that are not elements.
    public var treePath: [NavigationContext<ContextType>] {
        tree.activePath.compactMap { $0.elementContext(ContextType.self) }
    }

    /// The headless element that shows `context`: the one nearest the top of the active path,
    /// else the first found in the inactive branches; `nil` when no headless element shows it.
    ///
    /// ```swift
    /// window.element(showing: .product(42))?.failNextOperation()
    /// ```
    public func element(showing context: NavigationContext<ContextType>) -> HeadlessElement<ContextType>? {
        func shows(_ node: RoutingTree.Node) -> HeadlessElement<ContextType>? {
            guard let element = node.entry.routable as? HeadlessElement<ContextType>, element.context == context
            else { return nil }
            return element
        }
        var node = tree.activeLeaf
        while let current = node {
            if let element = shows(current) { return element }
            node = current.parent
        }
        var queue = tree.root.map { [$0] } ?? []
        var index = 0
        while index < queue.count {
            if let element = shows(queue[index]) { return element }
            queue += queue[index].children
            index += 1
        }
        return nil
    }

    func removeRoot() {
        (root as? HeadlessElement<ContextType>)?.detach()
        root = nil
    }
}

extension HeadlessWindow: KitWindow {}
