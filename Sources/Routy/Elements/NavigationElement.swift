import Portus

/// A screen or container of the app that a ``NavigationRouter`` can reuse, update and leave.
///
/// An element is a node of the Portus `RoutingTree` (it is `Routable`) that carries the context it
/// shows; its `entry` is derived from that context (an element that gives its own makes it with
/// ``Portus/RoutingEntry/init(context:routable:managedEntries:)``: the tree finds elements by the
/// contexts their entries carry), so an element writes only its context:
///
/// ```swift
/// final class ProductScreen: NavigationElement {
///     private(set) var context: NavigationContext<Screen>
///     init(_ context: NavigationContext<Screen>) { self.context = context }
/// }
/// ```
///
/// Containers adopt `Switchable`; elements that can be taken away adopt `Leavable`; elements
/// that can show others adopt ``NavigationPresenter``.
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

    /// Whether the element can show `context` in place of its own; `false` unless implemented.
    func canUpdate(with context: NavigationContext<ContextType>) -> Bool

    /// Shows `context` in place of the element's own. Called only after ``canUpdate(with:)``
    /// returned `true`; the router then tells the tree the element's new entry.
    func update(with context: NavigationContext<ContextType>)
}

extension NavigationElement {
    /// The entry derived from the element's context: ``Portus/RoutingEntry/init(context:routable:managedEntries:)``
    /// with the element as its routable.
    ///
    /// It is built each time it is read. An element read often — a container that lists its
    /// tabs' entries — may store it instead, built in `init` and again in ``update(with:)``.
    public var entry: RoutingEntry { RoutingEntry(context: context, routable: self) }

    /// No update in place.
    public func canUpdate(with context: NavigationContext<ContextType>) -> Bool { false }

    /// Nothing to update.
    public func update(with context: NavigationContext<ContextType>) {}
}
