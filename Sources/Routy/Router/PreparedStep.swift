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
    /// The leaves and switches that reach ``destination``.
    var routing: [NavigationInstruction<ContextType>] = []
    /// The hidden tabs on the way to ``destination``, outermost first, that the step shows again.
    var tabsShownAgain: [NavigationContext<ContextType>] = []
    /// The contexts of the reused elements.
    var reused: [NavigationContext<ContextType>] = []
    /// A reused element that takes a new payload.
    struct Update {
        /// The element's match.
        var match: NavigationMatch<ContextType>
        /// The context it takes.
        var context: NavigationContext<ContextType>
    }

    /// The reused elements that take a new payload.
    var updates: [Update] = []
    /// The new elements, in the order they are presented.
    var entering: [Entering] = []

    /// Every instruction of the step, in the order they run.
    var instructions: [NavigationInstruction<ContextType>] {
        routing + updates.map { .update(from: $0.match.context, to: $0.context) }
            + entering.map { .enter($0.element?.context ?? $0.context) }
    }
}
