import Portus

/// One step of a request, planned: the path to route to, the updates, the new elements.
@MainActor
struct PreparedStep<ContextType: Hashable & Sendable> {
    /// A new element, and how it is shown.
    struct Entering {
        var context: NavigationContext<ContextType>
        var presentation: NavigationPresentation
        /// The element; `nil` in a dry run, which builds nothing.
        var element: (any NavigationElement<ContextType>)?
    }

    /// The path from the root to the last reused element (or the presenter of the new ones).
    var destination: [RoutingEntry]
    /// The hidden tabs on the way to ``destination``, outermost first, that the step shows again.
    var tabsShownAgain: [NavigationContext<ContextType>]
    /// The contexts of the reused elements.
    var reused: [NavigationContext<ContextType>]
    /// A reused element that takes a new payload.
    struct Update {
        /// The element's match.
        var match: NavigationMatch<ContextType>
        /// The context it takes.
        var context: NavigationContext<ContextType>
    }

    /// The reused elements that take a new payload.
    var updates: [Update]
    /// The new elements, in the order they are presented.
    var entering: [Entering]

    /// A step to `destination` that shows no hidden tab again and reuses, updates and makes
    /// nothing yet. Inlined: each empty list of a generic type looks up that type, once in each
    /// function, and the function that plans a step looks them up already.
    @inline(__always)
    init(destination: [RoutingEntry]) {
        self.destination = destination
        tabsShownAgain = []
        reused = []
        updates = []
        entering = []
    }

    /// The instructions of the step after the leaves and switches that reach ``destination``, in
    /// the order they run: the updates, then the new elements' enters.
    var updatesAndEnters: [NavigationInstruction<ContextType>] {
        updates.map { .update(from: $0.match.context, to: $0.context) }
            + entering.map { .enter($0.element?.context ?? $0.context) }
    }
}
