import Routy

/// Records completions and events, to check each completion comes exactly once and in order.
///
/// Each test target names it for its own contexts: `typealias Recorder = EventRecorder<Screen>`.
@MainActor
package final class EventRecorder<ContextType: Hashable & Sendable> {
    /// Every completion call, in order: the label given to ``completion(_:then:)`` and the outcome.
    package private(set) var completions: [(label: String, result: NavigationResult<ContextType>)] = []
    /// Every event, in order, in the form `started(1)`, `executed(1, leave(cart))`, `ended(1, success)`,
    /// `user(leave(product(1)))`, `bypassed(editor)`.
    package private(set) var events: [String] = []

    package init() {}

    /// A completion that records its calls under `label`, then runs `then`.
    package func completion(
        _ label: String,
        then: @escaping (NavigationResult<ContextType>) -> Void = { _ in }
    ) -> (NavigationResult<ContextType>) -> Void {
        { [self] result in
            completions.append((label, result))
            then(result)
        }
    }

    /// The labels of the completions, in the order they were called.
    package var order: [String] { completions.map(\.label) }

    /// How many times the completion labelled `label` was called.
    package func count(_ label: String) -> Int {
        completions.filter { $0.label == label }.count
    }

    /// The outcome of the completion labelled `label`, if it was called exactly once.
    package func result(_ label: String) -> NavigationResult<ContextType>? {
        let found = completions.filter { $0.label == label }
        return found.count == 1 ? found[0].result : nil
    }

    /// Starts recording the events of `router`.
    package func observe(_ router: NavigationRouter<ContextType>) {
        router.addObserver { [weak self] event in
            self?.events.append(Self.describe(event))
        }
    }

    /// The user's events and bypassed guards, in order.
    package var userEvents: [String] { events.filter { $0.hasPrefix("user") || $0.hasPrefix("bypassed") } }

    /// Forgets the events recorded so far.
    package func clearEvents() {
        events = []
    }

    /// An event in the form the recorder keeps it.
    package static func describe(_ event: NavigationEvent<ContextType>) -> String {
        switch event {
        case .requestStarted(let id, _): "started(\(id))"
        case .instructionExecuted(let id, let instruction): "executed(\(id), \(instruction))"
        case .requestEnded(let id, .success): "ended(\(id), success)"
        case .requestEnded(let id, .failure(let failure)): "ended(\(id), \(failure.cause))"
        case .userNavigated(let instruction): "user(\(instruction))"
        case .leaveGuardBypassed(let context): "bypassed(\(context))"
        case .pendingRequestDropped(let id, let request, let drop): "dropped(\(id), \(request), \(drop))"
        }
    }
}
