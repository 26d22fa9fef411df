import Portus
import Routy
import Testing

/// Records a router's events and the completions of the requests a test enqueues.
@MainActor
final class Recorder {
    /// Every event, as `started(1)`, `executed(1, enter(cart))`, `ended(1, success)`,
    /// `user(leave(product(1)))`, `bypassed(editor)`.
    private(set) var events: [String] = []
    /// Every completion call, in order, with its label.
    private(set) var completions: [(label: String, result: NavigationResult<Screen>)] = []
    private var counts: [String: Int] = [:]

    /// Starts recording the events of `router`.
    func observe(_ router: NavigationRouter<Screen>) {
        router.addObserver { [weak self] event in self?.events.append(Self.describe(event)) }
    }

    /// The user's events only.
    var userEvents: [String] { events.filter { $0.hasPrefix("user") || $0.hasPrefix("bypassed") } }

    /// A completion that records its calls under `label`.
    func completion(_ label: String) -> (NavigationResult<Screen>) -> Void {
        { [self] result in
            completions.append((label, result))
            counts[label, default: 0] += 1
        }
    }

    /// How many times the completion labelled `label` was called.
    func count(_ label: String) -> Int {
        counts[label] ?? 0
    }

    /// The outcome of the completion labelled `label`, if it was called exactly once.
    func result(_ label: String) -> NavigationResult<Screen>? {
        let found = completions.filter { $0.label == label }
        return found.count == 1 ? found[0].result : nil
    }

    static func describe(_ event: NavigationEvent<Screen>) -> String {
        switch event {
        case .requestStarted(let id, _): "started(\(id))"
        case .instructionExecuted(let id, let instruction): "executed(\(id), \(instruction))"
        case .requestEnded(let id, .success): "ended(\(id), success)"
        case .requestEnded(let id, .failure(let failure)): "ended(\(id), \(failure.error))"
        case .userNavigated(let instruction): "user(\(instruction))"
        case .leaveGuardBypassed(let context): "bypassed(\(context))"
        }
    }
}

/// Counts the changes a tree reports, to check that each was told once.
@MainActor
final class TreeChanges {
    private(set) var changes: [String] = []

    init(_ tree: RoutingTree) {
        tree.addObserver { [weak self] change in
            switch change {
            case .entered(let entry): self?.changes.append("entered(\(entry))")
            case .left(let entry): self?.changes.append("left(\(entry))")
            case .switched(_, let entry): self?.changes.append("switched(\(entry))")
            case .updated(let from, let to): self?.changes.append("updated(\(from) -> \(to))")
            }
        }
    }

    /// Forgets the changes recorded so far.
    func reset() { changes = [] }
}

/// An interceptor that holds each request at a gate while ``isClosed``, as a sign-in wall waits
/// for the user, so that a test can navigate meanwhile.
@MainActor
final class Gate {
    /// Whether new requests wait at the gate.
    var isClosed = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    /// How many requests wait now.
    var waitingCount: Int { waiting.count }

    /// Lets every waiting request go on.
    func open() {
        isClosed = false
        let released = waiting
        waiting = []
        for continuation in released { continuation.resume() }
    }

    fileprivate func wait() async {
        await withCheckedContinuation { waiting.append($0) }
    }
}

/// The interceptor of a ``Gate``.
@MainActor
struct GateInterceptor: NavigationInterceptor {
    let name = "gate"
    let gate: Gate

    func intercept(_ request: NavigationRequest<Screen>) -> NavigationInterception<Screen> {
        guard gate.isClosed else { return .proceed }
        return .suspend { [gate] in
            await gate.wait()
            return .proceed
        }
    }
}

/// Lets other main-actor work run until `condition` holds; records an issue if it never does.
@MainActor
func yieldUntil(_ what: Comment, sourceLocation: SourceLocation = #_sourceLocation, _ condition: () -> Bool) async {
    var turns = 0
    while !condition(), turns < 10_000 {
        await Task.yield()
        turns += 1
    }
    #expect(condition(), what, sourceLocation: sourceLocation)
}
