import Portus

/// A node of the random trees of ``PlannerEquivalenceTests``: an identifier, a context, the
/// managed entries it reports, and what `canLeaveNode` answers. The subclasses adopt different
/// sets of the action protocols; none of them executes anything (plans only).
@MainActor
class OracleRoutable: Routable {
    let identifier: RoutingIdentifier
    var context: RoutingContext?
    var managedEntries: RoutingEntry.ManagedEntries?
    var canLeave = true

    init(_ identifier: RoutingIdentifier, context: RoutingContext? = nil) {
        self.identifier = identifier
        self.context = context
    }

    var entry: RoutingEntry {
        RoutingEntry(identifier: identifier, context: context, routable: self, managedEntries: managedEntries)
    }

    func refuse(_ completion: @escaping (Bool) -> Void) { completion(false) }
}

/// A screen: enters and can be left.
final class OracleScreen: OracleRoutable, Enterable, Leavable {
    func enterNode(with entry: RoutingEntry, animated: Bool, completion: @escaping (Bool) -> Void) {
        refuse(completion)
    }
    func leaveNode(with entry: RoutingEntry, animated: Bool, completion: @escaping (Bool) -> Void) {
        refuse(completion)
    }
    func canLeaveNode(with entry: RoutingEntry) -> Bool { canLeave }
}

/// A tab container that can neither be left nor enter.
final class OracleTabs: OracleRoutable, Switchable {
    func switchToNode(with entry: RoutingEntry, animated: Bool, completion: @escaping (Bool) -> Void) {
        refuse(completion)
    }
}

/// A container that presents on top of its tabs and can be left: entered children hide its tabs.
final class OracleModalTabs: OracleRoutable, Switchable, Enterable, Leavable {
    func switchToNode(with entry: RoutingEntry, animated: Bool, completion: @escaping (Bool) -> Void) {
        refuse(completion)
    }
    func enterNode(with entry: RoutingEntry, animated: Bool, completion: @escaping (Bool) -> Void) {
        refuse(completion)
    }
    func leaveNode(with entry: RoutingEntry, animated: Bool, completion: @escaping (Bool) -> Void) {
        refuse(completion)
    }
    func canLeaveNode(with entry: RoutingEntry) -> Bool { canLeave }
}

/// A node that can be left but enters nothing.
final class OracleLeaf: OracleRoutable, Leavable {
    func leaveNode(with entry: RoutingEntry, animated: Bool, completion: @escaping (Bool) -> Void) {
        refuse(completion)
    }
    func canLeaveNode(with entry: RoutingEntry) -> Bool { canLeave }
}

/// A node that adopts no action protocol.
final class OraclePlain: OracleRoutable {}
