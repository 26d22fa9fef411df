import Portus

/// One step of a request, planned: the path to route to, the updates, the new elements.
@MainActor
struct NavigationPlan<ContextType: Hashable & Sendable> {
    /// A new element and how it is shown.
    struct Presentation {
        var element: any NavigationElement<ContextType>
        var presentation: NavigationPresentation
    }

    /// The path from the root to the last reused element (or the presenter of the new ones).
    var destination: [RoutingEntry]
    /// The leaves and switches that reach ``destination``.
    var routing: [NavigationInstruction<ContextType>] = []
    /// The contexts of the reused elements.
    var reused: [NavigationContext<ContextType>] = []
    /// The reused elements that take a new payload, and the context each takes.
    var updates: [(element: any NavigationElement<ContextType>, context: NavigationContext<ContextType>)] = []
    /// The new elements, in the order they are presented.
    var presentations: [Presentation] = []

    /// Every instruction of the plan, in the order they run.
    var instructions: [NavigationInstruction<ContextType>] {
        routing + updates.map { .update(from: $0.element.context, to: $0.context) }
            + presentations.map { .enter($0.element.context) }
    }
}
