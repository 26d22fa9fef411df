import Foundation

/// A request to a ``NavigationRouter``: steps that run in order, and where the request came from.
///
/// The verbs are the steps' (``NavigationStep``); the router takes the steps themselves, or a
/// request made of them, written as an array of steps where the source is the default:
///
/// ```swift
/// try await router.perform(.navigate(to: [.catalog, .product(42)]))
/// router.enqueue(.navigate(to: [.catalog, .product(42)]), source: .notification)
/// let request: NavigationRequest<Screen> = [.close(.cart), .navigate(to: .orders)]
/// try await router.perform(request)
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
    ///   - source: Where the request came from; unless given, the source of the entry the first
    ///     step opens (``NavigationEntry/source``: ``NavigationSource/deeplink`` for a link,
    ///     ``NavigationSource/notification`` for a notification, …), else ``NavigationSource/app``.
    // Inlinable: an app's request is then made by code specialized to its own type of contexts,
    // which looks up no generic type.
    @inlinable public init(_ steps: [NavigationStep<ContextType>], source: NavigationSource? = nil) {
        self.steps = steps
        self.source = source ?? steps.first?.openedEntrySource ?? .app
    }

    /// Whether this is the one-step request ``NavigationStep/resumePending`` makes.
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

extension NavigationRequest: ExpressibleByArrayLiteral {
    /// A request of these steps, from the default source (see ``init(_:source:)``).
    ///
    /// ```swift
    /// let request: NavigationRequest<Screen> = [.close(.cart), .navigate(to: .orders)]
    /// ```
    @inlinable public init(arrayLiteral steps: NavigationStep<ContextType>...) {
        self.init(steps)
    }
}

extension NavigationRequest: CustomStringConvertible {
    /// The steps, separated by `; `.
    public var description: String {
        steps.map(\.description).joined(separator: "; ")
    }
}
