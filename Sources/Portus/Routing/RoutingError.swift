/// Why a route, a plan or a tree notification failed.
///
/// Every case says what was asked and what was found; ``description`` says what to do.
public enum RoutingError: Error, Equatable, Sendable {
    /// No sequence of enter, leave and switch instructions leads to the destination.
    case destinationNotReachable
    /// The destination has no entries.
    case emptyDestination
    /// The tree has no root yet: no node has been entered.
    case emptyTree
    /// The destination starts at another root than the tree's.
    case rootMismatch(destination: RoutingEntry, root: RoutingEntry)
    /// A node that must be left answered `false` to ``Leavable/canLeaveNode(with:)``.
    case leaveRefused(RoutingEntry)
    /// The routable of a node on the way was deallocated without the tree being told.
    case staleNode(RoutingEntry)
    /// The node that must execute an instruction has no routable that can do it.
    case notExecutable(RoutingInstruction)
    /// A node reported failure; `executed` lists the instructions that had succeeded before.
    case instructionFailed(RoutingInstruction, executed: RoutingInstructions)
    /// A node reported success but did not tell the tree what it did.
    case treeNotUpdated(RoutingInstruction, executed: RoutingInstructions)
    /// The route kept executing instructions without reaching the destination, because the
    /// app's nodes did something other than the plan expected.
    case routeDidNotConverge(executed: RoutingInstructions)
    /// A notification named a node the tree does not have.
    case unknownNode(RoutingEntry)
    /// A switch notification named a child the container does not manage.
    case notManagedChild(RoutingEntry, container: RoutingEntry)
    /// A leave notification named a managed child; leave its container instead.
    case managedNodeCannotBeLeft(RoutingEntry, container: RoutingEntry)
    /// An entry's managed entries name an active entry that is not among them.
    case invalidManagedEntries(RoutingEntry)
    /// An enter notification named a parent that already shows another entered child, which
    /// has not been reported left.
    case parentShowsAnotherChild(RoutingEntry, parent: RoutingEntry)

    /// The instructions executed before the failure, where the route got that far.
    public var executedInstructions: RoutingInstructions {
        switch self {
        case .instructionFailed(_, let executed), .treeNotUpdated(_, let executed),
            .routeDidNotConverge(let executed):
            executed
        default: []
        }
    }
}

extension RoutingError: CustomStringConvertible {
    /// A sentence that says what happened and what to do.
    public var description: String {
        switch self {
        case .destinationNotReachable:
            "The destination is not reachable from the active path: no enter, leave or switch leads there."
        case .emptyDestination:
            "The destination is empty: give a path that starts at the root."
        case .emptyTree:
            "The routing tree is empty: enter the root node before routing."
        case .rootMismatch(let destination, let root):
            "The destination starts at \(destination) but the tree's root is \(root)."
        case .leaveRefused(let entry):
            "\(entry) refused to be left (canLeaveNode returned false); nothing was executed."
        case .staleNode(let entry):
            "\(entry) is stale: its routable was deallocated without telling the tree. "
                + "Call didLeaveNode(with:) when a node goes away, or removeStaleNodes()."
        case .notExecutable(let instruction):
            "No routable can execute \(instruction): the acting node has none, or it does not adopt the protocol."
        case .instructionFailed(let instruction, let executed):
            "\(instruction) failed after \(executed.count) executed instruction(s)\(Self.list(executed))."
        case .treeNotUpdated(let instruction, let executed):
            "\(instruction) reported success but the tree did not change; tell the tree before calling the "
                + "completion (after \(executed.count) executed instruction(s)\(Self.list(executed)))."
        case .routeDidNotConverge(let executed):
            "The route did not reach its destination after \(executed.count) executed instruction(s)"
                + "\(Self.list(executed)); the nodes did something other than asked."
        case .unknownNode(let entry):
            "The tree has no node for \(entry)."
        case .notManagedChild(let entry, let container):
            "\(container) does not manage \(entry); a container switches only to its managed entries."
        case .managedNodeCannotBeLeft(let entry, let container):
            "\(entry) is managed by \(container) and cannot be left on its own; leave \(container) instead."
        case .invalidManagedEntries(let entry):
            "The managed entries of \(entry) name an active entry that is not among them."
        case .parentShowsAnotherChild(let entry, let parent):
            "\(parent) already shows an entered child; tell the tree it left before \(entry) enters under \(parent)."
        }
    }

    private static func list(_ instructions: RoutingInstructions) -> String {
        instructions.isEmpty ? "" : ": " + instructions.map(\.description).joined(separator: ", ")
    }
}
