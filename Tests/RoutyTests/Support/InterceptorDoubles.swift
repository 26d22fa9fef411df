import Routy
import RoutyHeadless
import RoutyTestSupport
import Testing

/// What the interceptor tests saw, in one order: interceptor calls, events and completions.
@MainActor
final class InterceptionLog {
    /// Every entry, in order: `wall asked: present(cart) from app`, `started 1: present(cart) from app`,
    /// `executed 1: enter(cart)`, `ended 1: enter(cart)`, `done a: enter(cart)`.
    private(set) var entries: [String] = []
    /// The outcome of each labelled completion, in the order they came.
    private(set) var completions: [(label: String, result: NavigationResult<Screen>)] = []

    /// Records one line.
    func record(_ entry: String) {
        entries.append(entry)
    }

    /// The entries that start with `prefix`.
    func entries(startingWith prefix: String) -> [String] {
        entries.filter { $0.hasPrefix(prefix) }
    }

    /// The interceptor calls, as `name: request from source`.
    private(set) var asked: [String] = []

    /// Records that the interceptor `name` was asked about `request`.
    func recordCall(of name: String, with request: NavigationRequest<Screen>) {
        asked.append("\(name): \(request) from \(request.source)")
        entries.append("\(name) asked: \(request) from \(request.source)")
    }

    /// A completion that records its outcome under `label`.
    func completion(_ label: String) -> (NavigationResult<Screen>) -> Void {
        { [self] result in
            completions.append((label, result))
            entries.append("done \(label): \(Self.outcome(result))")
        }
    }

    /// The labels of the completions, in the order they were called.
    var completed: [String] { completions.map(\.label) }

    /// The only outcome of the completion labelled `label`, or `nil` when it came not once.
    func result(_ label: String) -> NavigationResult<Screen>? {
        let found = completions.filter { $0.label == label }
        return found.count == 1 ? found[0].result : nil
    }

    /// Records every event of `router`.
    func observe(_ router: NavigationRouter<Screen>) {
        router.addObserver { [weak self] event in
            switch event {
            case .requestStarted(let id, let request):
                self?.record("started \(id): \(request) from \(request.source)")
            case .instructionExecuted(let id, let instruction):
                self?.record("executed \(id): \(instruction)")
            case .requestEnded(let id, let result):
                self?.record("ended \(id): \(Self.outcome(result))")
            case .userNavigated(let instruction):
                self?.record("user: \(instruction)")
            case .leaveGuardBypassed(let context):
                self?.record("guard bypassed: \(context)")
            case .pendingRequestDropped(let id, let request, let drop):
                self?.record("pending \(id) dropped: \(request) (\(drop))")
            }
        }
    }

    /// A report's or a failure's printed form.
    static func outcome(_ result: NavigationResult<Screen>) -> String {
        result.summary
    }
}

/// An interceptor whose decisions a test scripts; it records each call and may suspend first.
@MainActor
struct ScriptedInterceptor: NavigationInterceptor {
    let name: String
    let log: InterceptionLog
    /// When set, each call waits here until the test lets it through.
    var gate: InterceptorGate?
    /// When not zero, each call yields this many times before it decides.
    var yields = 0
    /// The decision for a request.
    var decide: @MainActor (NavigationRequest<Screen>) -> NavigationInterception<Screen>

    init(
        _ name: String,
        log: InterceptionLog,
        gate: InterceptorGate? = nil,
        yields: Int = 0,
        decide: @escaping @MainActor (NavigationRequest<Screen>) -> NavigationInterception<Screen> = { _ in
            .proceed
        }
    ) {
        self.name = name
        self.log = log
        self.gate = gate
        self.yields = yields
        self.decide = decide
    }

    /// Decides at once, or — with a gate or yields — suspends first.
    func intercept(_ request: NavigationRequest<Screen>) -> NavigationInterception<Screen> {
        log.recordCall(of: name, with: request)
        guard gate != nil || yields > 0 else { return decide(request) }
        return .suspend { [gate, yields, decide] in
            if let gate { await gate.wait() }
            for _ in 0..<yields { await Task.yield() }
            return decide(request)
        }
    }

    /// Redirects requests that present a context of `type` to `target`; lets the rest proceed.
    static func redirecting(
        _ type: Screen,
        to target: [Context],
        keepingOriginal: Bool = false
    ) -> @MainActor (NavigationRequest<Screen>) -> NavigationInterception<Screen> {
        { request in
            guard request.destinationContexts.contains(where: { $0.type == type }) else { return .proceed }
            return .redirect(
                NavigationRequest([.navigate(to: target)], source: "test"), keepingOriginal: keepingOriginal)
        }
    }

    /// Rejects requests that present a context of `type`; lets the rest proceed.
    static func rejecting(
        _ type: Screen,
        reason: String
    ) -> @MainActor (NavigationRequest<Screen>) -> NavigationInterception<Screen> {
        { request in request.destinationContexts.contains { $0.type == type } ? .reject(reason: reason) : .proceed }
    }
}

extension TestShop {
    /// Checks after every request this router ends that the headless UI shows what the tree says.
    func checkShownPathAfterEveryRequest(sourceLocation: SourceLocation = #_sourceLocation) {
        router.addObserver { [window] event in
            guard case .requestEnded(let id, _) = event else { return }
            #expect(
                window.shownPath == window.treePath, "after request \(id)", sourceLocation: sourceLocation)
        }
    }
}
