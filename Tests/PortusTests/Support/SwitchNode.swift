import Portus

/// A container that manages the children its spec lists: it starts the active one with itself
/// and the others when first switched to, and keeps them alive.
class SwitchNode: TestNode, Switchable {
    /// The managed children started so far.
    private(set) var children: [RoutingIdentifier: TestNode] = [:]
    /// The managed child shown.
    private(set) var active: RoutingIdentifier

    override init(_ identifier: RoutingIdentifier, spec: NodeSpec, app: TestApp) {
        active = spec.initialActive ?? spec.managed.first ?? identifier
        super.init(identifier, spec: spec, app: app)
    }

    override var entry: RoutingEntry {
        RoutingEntry(
            identifier: identifier,
            context: context,
            routable: self,
            managedEntries: app?.spec.managedEntries(of: identifier, active: active)
        )
    }

    /// Tells the tree about the container and its managed entries, then starts the active child.
    override func start(under parent: RoutingEntry? = nil) -> Bool {
        super.start(under: parent) && startChild(active)
    }

    /// Makes a managed child and lets it tell the tree, which attaches it to its placeholder.
    func startChild(_ identifier: RoutingIdentifier) -> Bool {
        guard children[identifier] == nil else { return true }
        guard spec.managed.contains(identifier), let child = app?.makeNode(identifier, host: self),
            child.start(under: entry)
        else {
            return false
        }
        children[identifier] = child
        return true
    }

    /// Drops a managed child without telling the tree, as a buggy app would.
    func dropChild(_ identifier: RoutingIdentifier) {
        children[identifier] = nil
    }

    func switchToNode(with entry: RoutingEntry, animated: Bool, completion: @escaping (Bool) -> Void) {
        let instruction = RoutingInstruction.switchTo(entry: entry, switchNodeEntry: self.entry)
        app?.record(instruction.description, animated: animated)
        respond(completion) { [self] in
            guard let tree, startChild(entry.identifier) else { return false }
            do {
                try tree.switchNode(withEntry: self.entry, didSwitchToNodeWithEntry: entry)
            } catch {
                return false
            }
            active = entry.identifier
            return true
        }
    }
}

/// A container that can also be left, as a modal tab container can.
final class LeavableSwitchNode: SwitchNode, Leavable {
    func leaveNode(with entry: RoutingEntry, animated: Bool, completion: @escaping (Bool) -> Void) {
        leave(with: entry, animated: animated, completion: completion)
    }

    func canLeaveNode(with entry: RoutingEntry) -> Bool { canLeave }
}
