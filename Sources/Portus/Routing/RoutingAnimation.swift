/// Which steps of a route are animated.
public struct RoutingAnimation: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case all
        case none
        case lastStep
    }

    let kind: Kind

    /// Every step is animated.
    public static let all = RoutingAnimation(kind: .all)
    /// No step is animated.
    public static let none = RoutingAnimation(kind: .none)
    /// Only the last step is animated, so a deep route shows one transition, not a cascade.
    ///
    /// "Last" is the last step of the plan at the time the step runs. Where the plan is an
    /// estimate — a destination entry for a container that does not list the managed entries
    /// the container will have — the step that turns out last may not be animated: the router
    /// must say whether a step is animated when it asks the node to run it, and whether entering
    /// the container brings the rest of the destination with it (its managed children) is known
    /// only once the node has run. List the managed entries in the destination's entry, as the
    /// context layer's containers do, and the plan is exact.
    public static let lastStep = RoutingAnimation(kind: .lastStep)

    /// `.all` when `animated`, `.none` otherwise.
    public init(animated: Bool) {
        self = animated ? .all : .none
    }

    init(kind: Kind) {
        self.kind = kind
    }

    /// Whether a step is animated, given whether it is the last one of its route.
    public func animates(isLastStep: Bool) -> Bool {
        switch kind {
        case .all: true
        case .none: false
        case .lastStep: isLastStep
        }
    }
}
