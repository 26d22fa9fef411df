/// How a router treats the branches it moves away from.
///
/// Each strategy yields the fewest instructions for its semantics. Strategies are values, so
/// more can be added without breaking code that names these.
public struct RoutingStrategy: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case tearDown
        case keepBranches
    }

    let kind: Kind

    /// The original Portus algorithm: before switching away from a branch, leave everything on it
    /// that can be left. This reproduces the worked examples of the design, and is the default of
    /// ``Router``.
    public static let tearDown = RoutingStrategy(kind: .tearDown)

    /// Keep inactive branches alive: switching a tab keeps that tab's stack, as tab bars do. Only
    /// what stands in the way on the destination's own path is left.
    public static let keepBranches = RoutingStrategy(kind: .keepBranches)
}

extension RoutingStrategy: CustomStringConvertible {
    /// `tearDown` or `keepBranches`.
    public var description: String {
        switch kind {
        case .tearDown: "tearDown"
        case .keepBranches: "keepBranches"
        }
    }
}
