import Portus
import Routy

/// A screen, stack or tab container that a `NavigationRouter` drives and SwiftUI views bind to:
/// ``RoutyScreen``, ``RoutyStack`` and ``RoutyTabs``.
///
/// Each is an element of the routing tree — it tells the tree what it shows, before the
/// router's completion and as soon as the user changes it — and an `@Observable` model whose
/// bound properties change once per change of what it shows. The models are the single source of
/// truth: the router changes them, the views only bind to them.
///
/// Only these three models adopt the protocol: each owns the ``modal`` it presents through, which
/// nothing outside the module can make.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
public protocol RoutyElement<ContextType>: NavigationElement, NavigationPresenter, Leavable {
    /// The modal this element presents through when it is the root element or is itself
    /// presented modally; the screens and tabs below it present through the same one. Bind it
    /// with `.routySheet(_:content:)` on the element's view.
    var modal: RoutyModal<ContextType> { get }

    /// How the element is shown when it is presented modally.
    var modalStyle: RoutyModalStyle { get }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
extension RoutyElement {
    /// Makes this element the root of an empty routing tree, so that a `NavigationRouter` on the
    /// tree can drive it: usually a ``RoutyTabs`` or a ``RoutyStack``, once, at launch.
    ///
    /// Keep the element: the tree holds it weakly, as it holds every routable, and the containers
    /// hold what they show.
    ///
    /// - Parameter tree: The tree the element and everything it shows tell; it must be empty.
    /// - Throws: ``RoutyRootError/treeNotEmpty(root:)`` when the tree has a root already, and
    ///   ``RoutyRootError/rejected(_:)`` when it rejects the element's entry.
    public func showAsRoot(in tree: RoutingTree) throws(RoutyRootError) {
        if let root = tree.root { throw .treeNotEmpty(root: root.entry) }
        let placed = self as? any PlacedElement<ContextType>
        placed?.place(in: .root, holder: nil, tree: tree, level: modal)
        do {
            try tree.didEnterNode(withEntry: entry)
        } catch {
            placed?.detach()
            throw .rejected(error)
        }
    }
}
