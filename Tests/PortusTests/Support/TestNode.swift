import Portus

/// What the nodes of a ``TestApp`` share: identity, switches that make them misbehave, and the
/// children they keep alive.
@MainActor
class TestNode: Routable {
    let identifier: RoutingIdentifier
    /// The parameters of the entry the node was entered with.
    var context: RoutingContext?
    let spec: NodeSpec
    weak var app: TestApp?
    /// The node that shows this one and keeps it alive: the screen that entered it or the
    /// container that manages it.
    weak var host: TestNode?
    /// The child this node entered, kept alive here.
    var entered: TestNode?

    /// What ``Leavable/canLeaveNode(with:)`` answers.
    var canLeave: Bool
    /// How many times ``Leavable/canLeaveNode(with:)`` was asked.
    var leaveGuardQuestions = 0
    /// The next request fails: the completion reports `false` and nothing changes.
    var failNext = false
    /// Requests report success without doing anything or telling the tree.
    var skipTreeUpdate = false
    /// The completion is called twice.
    var completesTwice = false
    /// How many times this node called a completion.
    private(set) var completionCalls = 0

    init(_ identifier: RoutingIdentifier, spec: NodeSpec, app: TestApp) {
        self.identifier = identifier
        self.spec = spec
        self.app = app
        self.canLeave = spec.canLeave
    }

    var tree: RoutingTree? { app?.tree }

    var entry: RoutingEntry { RoutingEntry(identifier: identifier, context: context, routable: self) }

    /// Tells the tree that this node is shown — under `parent`, the node that entered or
    /// started it, when there is one; `false` when the tree rejects it.
    func start(under parent: RoutingEntry? = nil) -> Bool {
        guard let tree else { return false }
        do {
            if let parent {
                try tree.didEnterNode(withEntry: entry, under: parent)
            } else {
                try tree.didEnterNode(withEntry: entry)
            }
            return true
        } catch {
            return false
        }
    }

    /// Stops keeping `child` alive. Called alone, without telling the tree, it makes the child's
    /// node stale, as a buggy app would.
    func release(_ child: TestNode) {
        if entered === child { entered = nil }
    }

    /// Answers a request: runs `work` (unless told to misbehave), then calls `completion`, now or
    /// when the app runs its deferred work.
    func respond(_ completion: @escaping (Bool) -> Void, work: @escaping () -> Bool) {
        let fails = failNext
        failNext = false
        let schedule = app?.schedule ?? { $0() }
        schedule { [self] in
            let success = fails ? false : (skipTreeUpdate ? true : work())
            for _ in 0..<(completesTwice ? 2 : 1) {
                completionCalls += 1
                completion(success)
            }
        }
    }

    /// Leaves this node: tells the tree, then lets its host drop it.
    func leave(with entry: RoutingEntry, animated: Bool, completion: @escaping (Bool) -> Void) {
        app?.record(RoutingInstruction.leave(entry: entry).description, animated: animated)
        respond(completion) { [self] in
            do {
                try tree?.didLeaveNode(with: self.entry)
            } catch {
                return false
            }
            host?.release(self)
            app?.afterLeave?(self)
            return true
        }
    }
}

/// A screen: enters the children its spec lists, and can be left.
final class ScreenNode: TestNode, Enterable, Leavable {
    func enterNode(with entry: RoutingEntry, animated: Bool, completion: @escaping (Bool) -> Void) {
        app?.record(RoutingInstruction.enter(entry: entry).description, animated: animated)
        respond(completion) { [self] in
            guard spec.enters.contains(entry.identifier), let child = app?.makeNode(entry.identifier, host: self) else {
                return false
            }
            child.context = entry.context
            guard child.start(under: self.entry) else { return false }
            entered = child
            return true
        }
    }

    func leaveNode(with entry: RoutingEntry, animated: Bool, completion: @escaping (Bool) -> Void) {
        leave(with: entry, animated: animated, completion: completion)
    }

    func canLeaveNode(with entry: RoutingEntry) -> Bool {
        leaveGuardQuestions += 1
        return canLeave
    }
}
