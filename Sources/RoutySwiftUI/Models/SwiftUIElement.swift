import Portus
import Routy

/// A screen, stack or tab container that a `NavigationRouter` drives and SwiftUI views bind to:
/// ``SwiftUIScreen``, ``SwiftUIStack`` and ``SwiftUITabs``.
///
/// Each is an element of the routing tree — it tells the tree what it shows, before the
/// router's completion and as soon as the user changes it — and an `@Observable` model whose
/// bound properties change once per change of what it shows, or once per request that changes
/// it when the root was shown with ``showAsRoot(of:)``. The models are the single source of
/// truth: the router changes them, the views only bind to them.
///
/// Only these three models adopt the protocol: each owns the ``modal`` it presents through, which
/// nothing outside the module can make.
///
/// As a `KitPresenter`, an element presents a modal through its ``modal``'s level when that
/// shows none, and pushes on its stack — a ``SwiftUIStack`` itself, or the one a ``SwiftUIScreen``
/// is pushed on; a push takes ``SwiftUIScreen``s only. Both complete at once: SwiftUI animates the
/// bound change itself.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
public protocol SwiftUIElement<ContextType>: NavigationElement, KitPresenter, Leavable {
    /// The modal this element presents through when it is the root element or is itself
    /// presented modally; the screens and tabs below it present through the same one. Bind it
    /// with `.routySheet(_:content:)` on the element's view.
    var modal: SwiftUIModal<ContextType> { get }

    /// How the element is shown when it is presented modally.
    var modalStyle: SwiftUIModalStyle { get }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
extension SwiftUIElement {
    /// Makes this element the root of an empty routing tree, so that a `NavigationRouter` on the
    /// tree can drive it: usually a ``SwiftUITabs`` or a ``SwiftUIStack``, once, at launch.
    ///
    /// Keep the element: the tree holds it weakly, as it holds every routable, and the containers
    /// hold what they show.
    ///
    /// - Parameter tree: The tree the element and everything it shows tell; it must be empty.
    /// - Throws: ``SwiftUIRootError/treeNotEmpty(root:)`` when the tree has a root already, and
    ///   ``SwiftUIRootError/rejected(_:)`` when it rejects the element's entry.
    public func showAsRoot(in tree: RoutingTree) throws(SwiftUIRootError<ContextType>) {
        if let root = tree.root { throw .treeNotEmpty(root: root.entry) }
        do throws(NavigationError<ContextType>) {
            try NavigationError<ContextType>.telling { () throws(RoutingError) in
                if let placed = self as? any PlacedElement<ContextType> {
                    try placed.enter(.root, holder: nil, under: nil, tree: tree)
                } else {
                    try tree.didEnterNode(withEntry: entry)
                }
            }
        } catch {
            throw .rejected(error)
        }
    }

    /// Makes this element the root of the router's empty tree, as ``showAsRoot(in:)`` does, and has
    /// each of the router's requests tell SwiftUI of what it changed once, when it ends: a request
    /// that pushes two screens changes its stack's ``SwiftUIStack/path`` once, and a model the
    /// request does not touch is not redrawn. The models, the tree and the router see every
    /// instruction as it runs; only the observers' notification waits for the end of the request.
    /// The user's changes are told at once.
    ///
    /// ```swift
    /// let router = NavigationRouter(tree: RoutingTree(), factory: factory)
    /// try tabs.showAsRoot(of: router)
    /// ```
    ///
    /// - Parameter router: The router that drives the element; its tree must be empty.
    /// - Throws: ``SwiftUIRootError/treeNotEmpty(root:)`` when the router's tree has a root
    ///   already, and ``SwiftUIRootError/rejected(_:)`` when it rejects the element's entry.
    public func showAsRoot(of router: NavigationRouter<ContextType>) throws(SwiftUIRootError<ContextType>) {
        try showAsRoot(in: router.tree)
        let tree = router.tree
        router.addObserver { [weak tree] event in
            guard let tree else { return }
            switch event {
            case .requestStarted: RequestPublication.begin(on: tree)
            case .requestEnded: RequestPublication.end(on: tree)
            case .instructionExecuted, .userNavigated, .leaveGuardBypassed, .pendingRequestDropped: break
            }
        }
    }

    /// The element as the module's kit knows it; every ``SwiftUIElement`` is one.
    private var placed: (any PlacedElement<ContextType>)? { self as? any PlacedElement<ContextType> }

    // MARK: - Leavable

    /// Whether the element may be taken away now: it is pushed on a stack or presented modally,
    /// and its `refusesLeave` is `false`. A tab or the root is never taken away on its own.
    ///
    /// - Parameter entry: The element's entry.
    /// - Returns: `false` while the leave guard refuses, or for a tab or the root.
    public func canLeaveNode(with entry: RoutingEntry) -> Bool {
        placed?.canBeLeftNow ?? false
    }

    /// Pops the element with everything above it, or dismisses the modal it is, and tells the
    /// tree.
    ///
    /// - Parameters:
    ///   - entry: The element's entry.
    ///   - animated: Whether to animate; SwiftUI animates the bound change itself.
    ///   - completion: Called at once: `true` when the element is gone and the tree was told.
    public func leaveNode(with entry: RoutingEntry, animated: Bool, completion: @escaping (Bool) -> Void) {
        completion(placed?.leaveForRouter() ?? false)
    }
}
