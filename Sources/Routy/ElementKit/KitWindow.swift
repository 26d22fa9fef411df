import Portus

/// The window of an adapter's kit (headless, UIKit): the tree's root node, which shows one root
/// element at a time and presents a new root for ``NavigationPresentation/root``.
@MainActor
package protocol KitWindow: KitPresenter, ImmediateKitPresenting {
    /// The elements the window shows as its root.
    associatedtype Root
    /// The type of the contexts its elements show, which names them in its errors.
    associatedtype ContextType: Hashable & Sendable

    /// The tree the window and its elements tell.
    var tree: RoutingTree { get }

    /// The element the window shows, if any.
    var root: Root? { get }

    /// Shows `element` as the root, replacing the current one, and tells the tree.
    func show(_ element: Root) throws(NavigationError<ContextType>)
}

extension KitWindow {
    /// The window's entry: `window`, not an element, so paths of contexts leave it out.
    package var windowEntry: RoutingEntry {
        RoutingEntry(identifier: "window", routable: self)
    }

    /// Tells the tree, before the window shows a new root, that the window is the tree's root
    /// (when the tree is empty) and that the current root, of entry `current`, left.
    ///
    /// - Throws: The tree's refusal as a ``NavigationError``; nothing has changed on screen then.
    package func tellTreeRootIsReplaced(_ current: RoutingEntry?) throws(NavigationError<ContextType>) {
        try NavigationError<ContextType>.telling { () throws(RoutingError) in
            if tree.isEmpty { try tree.didEnterNode(withEntry: windowEntry) }
            if let current { try tree.didLeaveNode(with: current) }
        }
    }

    /// What a window offers: a root, which it shows when it shows none.
    package func offers(_ presentation: NavigationPresentation) -> Bool {
        presentation == .root
    }

    /// What the window does when the router presents `element`: shows it as the root when
    /// `presentation` is a root, `element` is one of the window's, and the window shows none.
    ///
    /// - Returns: Whether the element is shown and the tree was told.
    package func presents(_ element: any Routable, as presentation: NavigationPresentation) -> Bool {
        guard presentation == .root, root == nil, let element = element as? Root else { return false }
        return (try? show(element)) != nil
    }
}
