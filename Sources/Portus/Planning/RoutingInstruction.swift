/// One step a router asks of a node: enter a child, leave a node, or switch a container.
public enum RoutingInstruction: Equatable, Sendable {
    /// The active leaf shows the node for `entry` as its child.
    case enter(entry: RoutingEntry)
    /// The node for `entry` takes itself away, with everything above it.
    case leave(entry: RoutingEntry)
    /// The container for `switchNodeEntry` makes its managed child for `entry` the active one.
    case switchTo(entry: RoutingEntry, switchNodeEntry: RoutingEntry)

    /// The entry the instruction is about: the node entered, left or switched to.
    public var entry: RoutingEntry {
        switch self {
        case .enter(let entry), .leave(let entry), .switchTo(let entry, _): entry
        }
    }
}

/// A list of instructions, in the order a router executes them.
public typealias RoutingInstructions = [RoutingInstruction]

extension RoutingInstruction: CustomStringConvertible {
    /// `enter(node5)`, `leave(node8)`, `switchTo(node1)`.
    public var description: String {
        switch self {
        case .enter(let entry): "enter(\(entry))"
        case .leave(let entry): "leave(\(entry))"
        case .switchTo(let entry, _): "switchTo(\(entry))"
        }
    }
}
