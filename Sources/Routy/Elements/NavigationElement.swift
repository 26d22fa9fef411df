import Portus

/// A screen or container of the app that a ``NavigationRouter`` can reuse, update and leave.
///
/// An element is a node of the ``RoutingTree`` (it is ``Routable``) that carries the context it
/// shows. Containers adopt ``Switchable``; elements that can be taken away adopt ``Leavable``;
/// elements that can show others adopt ``NavigationPresenter``.
///
/// An element that can show another payload in place — a product page that can show another
/// product — answers ``canUpdate(with:)`` with `true` for it, and the router updates it instead of
/// creating a new one.
@MainActor
public protocol NavigationElement<ContextType>: Routable {
    /// The app's type of contexts.
    associatedtype ContextType: Hashable & Sendable

    /// The context the element shows now.
    var context: NavigationContext<ContextType> { get }

    /// How the element wants to be shown when it is new; ``NavigationPresentation/push`` unless
    /// the element says otherwise.
    var presentation: NavigationPresentation { get }

    /// Whether the element can show `context` in place of its own; `false` unless implemented.
    func canUpdate(with context: NavigationContext<ContextType>) -> Bool

    /// Shows `context` in place of the element's own. Called only after ``canUpdate(with:)``
    /// returned `true`; the router then tells the tree the element's new entry.
    func update(with context: NavigationContext<ContextType>)
}

extension NavigationElement {
    /// Pushed onto the nearest stack.
    public var presentation: NavigationPresentation { .push }

    /// No update in place.
    public func canUpdate(with context: NavigationContext<ContextType>) -> Bool { false }

    /// Nothing to update.
    public func update(with context: NavigationContext<ContextType>) {}
}

/// A node that can show a new element: a screen that pushes onto its stack or presents a modal,
/// a window that sets its root.
@MainActor
public protocol NavigationPresenter: Routable {
    /// Whether the node can show an element the way `presentation` says, now.
    func canPresent(_ presentation: NavigationPresentation) -> Bool

    /// Shows `element` the way `presentation` says.
    ///
    /// Tell the tree with ``RoutingTree/didEnterNode(withEntry:)`` before calling `completion`.
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
