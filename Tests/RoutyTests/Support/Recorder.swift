import Routy

/// Records completions and events, to check each completion comes exactly once and in order.
@MainActor
final class Recorder {
    /// Every completion call, in order: the label given to ``completion(_:)`` and the outcome.
    private(set) var completions: [(label: String, result: NavigationResult<Screen>)] = []
    /// Every event, in order, in the form `started(1)`, `executed(1, leave(cart))`, `ended(1, success)`.
    private(set) var events: [String] = []

    /// A completion that records its calls under `label`, then runs `then`.
    func completion(
        _ label: String,
        then: @escaping (NavigationResult<Screen>) -> Void = { _ in }
    ) -> (NavigationResult<Screen>) -> Void {
        { [self] result in
            completions.append((label, result))
            then(result)
        }
    }

    /// The labels of the completions, in the order they were called.
    var order: [String] { completions.map(\.label) }

    /// How many times the completion labelled `label` was called.
    func count(_ label: String) -> Int {
        completions.filter { $0.label == label }.count
    }

    /// The outcome of the completion labelled `label`, if it was called exactly once.
    func result(_ label: String) -> NavigationResult<Screen>? {
        let found = completions.filter { $0.label == label }
        return found.count == 1 ? found[0].result : nil
    }

    /// Starts recording the events of `router`.
    func observe(_ router: NavigationRouter<Screen>) {
        router.addObserver { [weak self] event in
            self?.events.append(Self.describe(event))
        }
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

extension Result where Success == NavigationReport<Screen>, Failure == NavigationFailure<Screen> {
    /// The executed instructions as `switchTo(catalog), enter(product(42))`, or the failure.
    var summary: String {
        switch self {
        case .success(let report): report.description
        case .failure(let failure): failure.description
        }
    }

    /// The report, if the request succeeded.
    var report: NavigationReport<Screen>? {
        guard case .success(let report) = self else { return nil }
        return report
    }
}

extension Result {
    /// The error, if this is a failure.
    var failure: Failure? {
        guard case .failure(let error) = self else { return nil }
        return error
    }
}
