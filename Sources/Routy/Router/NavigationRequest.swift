/// What a request asks: show a sequence of contexts, or take one away.
public enum NavigationStep<ContextType: Hashable & Sendable>: Equatable, Sendable {
    /// Show these contexts, in this order, at the end of the active path; reuse what exists.
    case present([NavigationContext<ContextType>])
    /// Take away the shown element with this context, and everything above it.
    case dismiss(NavigationContext<ContextType>)
}

extension NavigationStep: CustomStringConvertible {
    /// `present(catalog, category(shoes))` or `dismiss(cart)`.
    public var description: String {
        switch self {
        case .present(let contexts): "present(\(contexts.map(\.description).joined(separator: ", ")))"
        case .dismiss(let context): "dismiss(\(context))"
        }
    }
}

/// A request to a ``NavigationRouter``: steps that run in order, and where the request came from.
public struct NavigationRequest<ContextType: Hashable & Sendable>: Equatable, Sendable {
    /// The steps, run in order; the first that fails stops the request.
    public var steps: [NavigationStep<ContextType>]
    /// Where the request came from (`"deeplink"`, `"push"`, `"button"`), for interceptors and logs.
    public var source: String

    /// Creates a request.
    ///
    /// - Parameters:
    ///   - steps: The steps, run in order.
    ///   - source: Where the request came from.
    public init(_ steps: [NavigationStep<ContextType>], source: String = "app") {
        self.steps = steps
        self.source = source
    }

    /// A request that shows `contexts`.
    public static func present(_ contexts: [NavigationContext<ContextType>], source: String = "app") -> Self {
        Self([.present(contexts)], source: source)
    }

    /// A request that takes away the element showing `context`.
    public static func dismiss(_ context: NavigationContext<ContextType>, source: String = "app") -> Self {
        Self([.dismiss(context)], source: source)
    }
}

extension NavigationRequest: CustomStringConvertible {
    /// The steps, separated by `; `.
    public var description: String {
        steps.map(\.description).joined(separator: "; ")
    }
}
