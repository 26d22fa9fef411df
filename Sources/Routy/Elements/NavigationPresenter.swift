import Portus

/// A node that can show a new element: a screen that pushes onto its stack or presents a modal,
/// a window that sets its root.
@MainActor
public protocol NavigationPresenter: Routable {
    /// Whether the node can show an element the way `presentation` says, now.
    func canPresent(_ presentation: NavigationPresentation) -> Bool

    /// Shows `element` the way `presentation` says.
    ///
    /// Tell the tree with `RoutingTree.didEnterNode(withEntry:under:)`, naming the node `element`
    /// is shown on (this one, or the top of its stack), before calling `completion`.
    ///
    /// - Parameters:
    ///   - element: The new element; keep it alive while it is shown.
    ///   - presentation: How to show it.
    ///   - animated: Whether to animate the change.
    ///   - completion: Call it exactly once: `true` when the element is shown, `false` otherwise.
    func present(
        _ element: any Routable,
        as presentation: NavigationPresentation,
        animated: Bool,
        completion: @escaping (Bool) -> Void
    )
}
