import Foundation

/// A request to a ``NavigationRouter``: steps that run in order, and where the request came from.
///
/// ```swift
/// router.enqueue(.navigate(to: [.catalog, .product(42)], source: .notification))
/// try await router.perform(NavigationRequest([.close(.cart), .navigate(to: .orders)]))
/// ```
public struct NavigationRequest<ContextType: Hashable & Sendable>: Hashable, Sendable {
    /// A context of the request's type.
    public typealias Context = NavigationContext<ContextType>

    /// The steps, run in order; the first that fails stops the request.
    public var steps: [NavigationStep<ContextType>]
    /// Where the request came from, for interceptors, observers and logs.
    public var source: NavigationSource

    /// Creates a request.
    ///
    /// - Parameters:
    ///   - steps: The steps, run in order.
    ///   - source: Where the request came from.
    @inlinable public init(_ steps: [NavigationStep<ContextType>], source: NavigationSource = .app) {
        self.steps = steps
        self.source = source
    }

    /// A request that shows `contexts`; see `NavigationStep.navigate(to:)`.
    // Inlinable, with the initializers it calls: an app's request is then made by code
    // specialized to its own type of contexts, which looks up no generic type.
    @inlinable public static func navigate(to contexts: [Context], source: NavigationSource = .app) -> Self {
        Self([.navigate(to: contexts)], source: source)
    }

    /// A request that shows one context; see `NavigationStep.navigate(to:)`.
    public static func navigate(to context: Context, source: NavigationSource = .app) -> Self {
        Self([.navigate(to: context)], source: source)
    }

    /// A request that selects the tab showing `context`; see ``NavigationStep/selectTab(_:)``.
    public static func selectTab(_ context: Context, source: NavigationSource = .app) -> Self {
        Self([.selectTab(context)], source: source)
    }

    /// A request that takes away the top element; see ``NavigationStep/goBack``.
    public static var goBack: Self { goBack(source: .app) }

    /// A request from `source` that takes away the top element; see ``NavigationStep/goBack``.
    public static func goBack(source: NavigationSource) -> Self {
        Self([.goBack], source: source)
    }

    /// A request that goes back to the element showing `context`; see ``NavigationStep/goBack(to:)``.
    public static func goBack(to context: Context, source: NavigationSource = .app) -> Self {
        Self([.goBack(to: context)], source: source)
    }

    /// A request that closes the element showing `context`; see ``NavigationStep/close(_:)``.
    public static func close(_ context: Context, source: NavigationSource = .app) -> Self {
        Self([.close(context)], source: source)
    }

    /// A request that opens a deeplink; see ``NavigationStep/open(_:)-(String)``.
    public static func open(_ link: String, source: NavigationSource = .deeplink) -> Self {
        Self([.open(link)], source: source)
    }

    /// A request that opens a URL, such as the one the app was opened with: the request that
    /// ``NavigationRouter/open(_:source:)-(URL,_)`` performs, for synchronous code.
    ///
    /// ```swift
    /// func scene(_ scene: UIScene, openURLContexts contexts: Set<UIOpenURLContext>) {
    ///     if let url = contexts.first?.url { router.enqueue(.open(url)) }
    /// }
    /// ```
    public static func open(_ url: URL, source: NavigationSource = .deeplink) -> Self {
        open(url.absoluteString, source: source)
    }

    /// A request that opens an entry — a notification, an activity, a quick action, an intent —
    /// from the entry's own source unless told otherwise: the request that
    /// ``NavigationRouter/open(_:source:)-(NavigationEntry,_)`` performs, for synchronous code.
    ///
    /// ```swift
    /// func windowScene(_ scene: UIWindowScene, performActionFor item: UIApplicationShortcutItem) async -> Bool {
    ///     router.enqueue(.open(.shortcut(item.type)))
    ///     return true
    /// }
    /// ```
    public static func open(_ entry: NavigationEntry, source: NavigationSource? = nil) -> Self {
        Self([.open(entry)], source: source ?? entry.source)
    }

    /// A request that runs the request an interceptor kept pending (``NavigationRouter/pendingRequest``)
    /// in its place: the pending request is taken when this one starts, and runs — through the
    /// interceptors again — with its own steps and source. With nothing pending, it does nothing
    /// and succeeds.
    public static var resumePending: Self {
        Self([NavigationStep(.resumePending)])
    }

    /// A request that closes `context` — the login screen a sign-in wall showed — and runs the
    /// request an interceptor kept pending, as one request: nothing queued meanwhile runs between
    /// the two, and the close does not count as the user leaving the login screen.
    ///
    /// ```swift
    /// // After a successful sign-in:
    /// try await router.perform(.closeAndResumePending(.login))
    /// ```
    ///
    /// Its steps are the close, then the pending request's steps, run through the interceptors
    /// with this request's source; a failure's ``NavigationFailure/stepIndex`` counts them so. The
    /// pending request is taken when this one starts; with nothing pending, only the close runs.
    ///
    /// - Parameters:
    ///   - context: The screen to close, with everything above it.
    ///   - source: Where the request came from.
    /// - Returns: The request.
    public static func closeAndResumePending(_ context: Context, source: NavigationSource = .app) -> Self {
        Self([.close(context), NavigationStep(.resumePending)], source: source)
    }

    /// Whether this is the request ``resumePending`` makes.
    var isResumingPending: Bool {
        // Matched, not compared with a one-step array: that would make an array of generic steps
        // at every request.
        guard steps.count == 1, case .resumePending = steps[0].kind else { return false }
        return true
    }

    /// Every context the request navigates to, in order: what its steps show and the tabs they
    /// select. Interceptors look at these.
    public var destinationContexts: [Context] {
        // A loop, not `flatMap(\.destinationContexts)`: generic code makes that key path anew at
        // each call, and the interceptors read this at every request (and the startup check for
        // every context type).
        if steps.count == 1 { return steps[0].destinationContexts }
        var contexts: [Context] = []
        var index = 0
        while index < steps.count {
            contexts += steps[index].destinationContexts
            index += 1
        }
        return contexts
    }
}

extension NavigationRequest {
    /// The number of contexts the request's `navigate(to:)` steps show, which
    /// ``NavigationRouter/maximumContextsPerRequest`` limits.
    var shownContextCount: Int {
        // A counted loop: an iterator of generic steps is a type that generic code looks up.
        var count = 0
        var index = 0
        while index < steps.count {
            if case .navigate(let contexts) = steps[index].kind { count += contexts.count }
            index += 1
        }
        return count
    }
}

extension NavigationRequest: CustomStringConvertible {
    /// The steps, separated by `; `.
    public var description: String {
        steps.map(\.description).joined(separator: "; ")
    }
}
