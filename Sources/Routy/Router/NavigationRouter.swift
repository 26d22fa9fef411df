import Portus

/// The entry point of navigation: shows context sequences, selects tabs, goes back, opens links.
///
/// A request is planned **as a whole** with the ``NavigationReusePolicy``: existing
/// elements are reused (or updated in place), containers are switched, what stands in the way is
/// left, and only then are new elements made by the ``NavigationElementFactory`` and presented.
///
/// Requests run one at a time, in order; a request made from a completion or a transition waits
/// for the running one. Each request ends exactly once, with a ``NavigationReport`` or a
/// ``NavigationFailure`` that names the failed step and what had already happened.
///
/// From async code, `await` the request; from synchronous code — a button's action — hand it to
/// ``enqueue(_:completion:)``, which returns at once:
///
/// ```swift
/// let report = try await router.perform(.navigate(to: [.catalog, .category("shoes"), .product(42)]))
/// print(report)  // switchTo(catalog), enter(category(shoes)), enter(product(42))
///
/// router.enqueue(.navigate(to: [.cart]))
/// ```
///
/// A router lives while it has requests to run: every completion is called, even when the app
/// lets go of the router meanwhile.
@MainActor
public final class NavigationRouter<ContextType: Hashable & Sendable> {
    /// A context of this router's type.
    public typealias Context = NavigationContext<ContextType>

    /// The tree the elements keep up to date.
    public let tree: RoutingTree
    /// Makes new elements, and says how each type is shown.
    public var factory: any NavigationElementFactory<ContextType>
    /// Decides what to reuse and what a close or a go-back takes away.
    public var reusePolicy: any NavigationReusePolicy<ContextType>
    /// Reads the links of ``perform(_:source:)`` and ``NavigationStep/open(_:)-(String)``: a
    /// ``DeeplinkTable``, or any ``DeeplinkResolver`` of the app's; none unless set, and then
    /// every link fails with ``DeeplinkError/noMatch(_:)``.
    public var deeplinks: (any DeeplinkResolver<ContextType>)?
    /// Reads the entries of ``perform(_:source:)`` that are not links —
    /// notifications, activities, quick actions, intents: a ``NavigationEntryTable``, or any
    /// ``NavigationEntryResolver`` of the app's; none unless set, and then every such entry fails
    /// with ``NavigationEntryError/noMatch(_:)``.
    public var entries: (any NavigationEntryResolver<ContextType>)?
    /// Which steps are animated; only the last one unless set.
    public var animation: RoutingAnimation = .lastStep
    /// What a new request does to the requests waiting in the queue.
    public var queuePolicy: NavigationQueuePolicy = .enqueue
    /// The most contexts one request may show, counted over its `navigate(to:)` steps once its
    /// links are read; 1 000 unless set.
    ///
    /// A request over the limit fails with ``NavigationError/tooManyContexts(_:limit:)`` before
    /// anything runs, and so does ``restore(_:)`` of a snapshot with more elements. Links,
    /// navigation logs and snapshots can come from outside the app: the limit keeps them from
    /// making any number of screens. Real apps show tens of screens at most, so the default
    /// leaves them ample room; raise it when the app means to show more in one request.
    public var maximumContextsPerRequest = 1_000
    /// The width class of the app's window: what a presentation registered per width class
    /// (``NavigationPresentation/adaptive(compact:regular:)``) is decided in where no element on
    /// the way to the presenter reports its own (``WidthClassReporting``, such as a split);
    /// ``NavigationWidthClass/compact`` unless set.
    ///
    /// Set it from the window's horizontal size class when the scene starts and whenever it
    /// changes (UIKit: `traitCollection.horizontalSizeClass`; SwiftUI: the
    /// `horizontalSizeClass` environment value). Changing it moves nothing already shown: it
    /// applies to the elements shown after.
    public var windowWidthClass: NavigationWidthClass = .compact

    /// Look at every request before it is planned, in order; see ``NavigationInterceptor``.
    public var interceptors: [any NavigationInterceptor<ContextType>] = [] {
        didSet { isIntercepted = !interceptors.isEmpty }
    }
    /// Whether ``interceptors`` has any: read at every request without looking up the type of a
    /// list of parameterized existentials, as `interceptors.isEmpty` would.
    var isIntercepted = false
    /// The request an interceptor set aside with a redirect, waiting for ``perform(_:source:)``.
    ///
    /// It is held from the moment the request that runs instead starts; when that request fails,
    /// the router goes back to what was pending before. When the user takes away the screen the
    /// redirect showed (see ``keepsPendingWhenUserLeavesRedirect``), the router drops it.
    public internal(set) var pendingRequest: NavigationRequest<ContextType>? {
        didSet { if pendingRequest == nil { redirectWatch = nil } }
    }
    /// Whether the pending request stays when the user takes away the screen an interceptor
    /// redirected to; `false` unless set.
    ///
    /// By default, when the screen a redirect showed — the login sheet — leaves the active path
    /// by the user's hand (a gesture the element reports, or a request from
    /// ``NavigationSource/user``), the router drops the pending request and tells the observers
    /// with ``NavigationEvent/pendingRequestDropped(id:_:_:)``: the user gave up, and a sign-in
    /// made later for another reason must not jump to the screen they walked away from. Set it
    /// to `true` to keep the request until the app resumes or drops it
    /// (``perform(_:source:)``, ``dropPending()``), as a wall that offers to continue later does.
    /// A request of the app's that takes the screen away keeps the pending request either way.
    public var keepsPendingWhenUserLeavesRedirect = false
    /// What a request does when its way passes through a tab the user hid: show it again (unless
    /// set) or fail with ``NavigationError/hiddenTab(_:)``; see ``NavigationHiddenTabPolicy``.
    public var hiddenTabPolicy = NavigationHiddenTabPolicy.showAgain
    /// The screen the redirect that kept ``pendingRequest`` showed, and the identifier of the
    /// request it redirected: watched while both are there.
    var redirectWatch: (entry: RoutingEntry, id: Int)?
    /// The source of the request that runs, or ran last: a change it makes is the user's when it
    /// comes from ``NavigationSource/user``.
    var runningSource: NavigationSource = .app

    /// How the routing layer's planner treats the branches a route switches away from.
    let strategy: RoutingStrategy
    /// How many plans the routing layer made for this router, dry runs and replans included: for
    /// tests that check a step is planned once.
    package internal(set) var planCount = 0
    /// What the instruction a request runs asks of the tree, while it runs: a change of the tree
    /// is the router's exactly when it asks for it, and the user's otherwise.
    var running: RunningInstruction?
    let queue = SerialQueue()
    var nextRequestID = 1
    var nextObserverID = 1
    /// The observers and their identifiers, in parallel arrays: whether anyone observes is read
    /// from the identifiers, with no generic type to look up on the way.
    /// Unchecked: read at each instruction (``isObserved``), and every access — `isEmpty`,
    /// `append`, `firstIndex(of:)`, `remove(at:)` of plain identifiers — calls nothing of the
    /// app's, so no access overlaps another; the dynamic check cost about 25 instructions a read.
    @exclusivity(unchecked) var observerIDs: [NavigationObserverID] = []
    var observers: [(NavigationEvent<ContextType>) -> Void] = []
    var treeObserver: RoutingTree.ObserverID?
    /// How many changes of the tree were the user's so far: a step that fails after one plans
    /// again from what is shown.
    private(set) var userChanges = 0
    /// Why the router runs nothing more, once its scene disconnected: every request queued then or
    /// made after ends with it.
    var disconnection: NavigationError<ContextType>? {
        didSet { isDisconnected = disconnection != nil }
    }
    /// Whether ``disconnection`` is set: read at every request without looking up the type of the
    /// optional error, as reading the error would.
    private(set) var isDisconnected = false
    /// The asks that wait for a value; made at the first ``ask(_:returning:source:)-(NavigationRouter<ContextType>.Context,_,_)``.
    var answerBook: AnswerBook?

    /// Creates a router.
    ///
    /// - Parameters:
    ///   - tree: The tree the elements keep up to date.
    ///   - factory: Makes new elements, and says how each type is shown.
    ///   - reusePolicy: Decides what to reuse and what a close or a go-back takes away.
    ///   - deeplinks: Reads the links the router opens, such as a ``DeeplinkTable``.
    ///   - strategy: How branches that are switched away from are treated; by default they are
    ///     kept, so tabs keep their stacks.
    public init(
        tree: RoutingTree,
        factory: any NavigationElementFactory<ContextType>,
        reusePolicy: any NavigationReusePolicy<ContextType> = DefaultNavigationReusePolicy(),
        deeplinks: (any DeeplinkResolver<ContextType>)? = nil,
        strategy: RoutingStrategy = .keepBranches
    ) {
        self.tree = tree
        self.strategy = strategy
        self.factory = factory
        self.reusePolicy = reusePolicy
        self.deeplinks = deeplinks
        treeObserver = tree.addObserver(locating: { [weak self] change, place in
            guard let self else { return }
            let isOwn = self.isOwn(change, at: place)
            if !isOwn {
                userChanges += 1
                treeDidChange(change)
            }
            if redirectWatch != nil { checkRedirect(leftByUser: !isOwn || runningSource == .user) }
        })
    }

    /// Whether the change the tree reported at `place` is one the running instruction asks for.
    func isOwn(_ change: RoutingTree.Change, at place: RoutingTree.Place) -> Bool {
        running?.asks(for: change, at: place, in: tree.state) ?? false
    }

    isolated deinit {
        if let treeObserver { tree.removeObserver(treeObserver) }
    }
}
