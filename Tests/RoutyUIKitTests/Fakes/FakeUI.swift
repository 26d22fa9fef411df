/// What the fake UIKit shows and the transitions it runs: each animated transition waits until
/// the test finishes it, as a real one waits for its animation.
@MainActor
final class FakeUI {
    /// The transitions under way, oldest first; each ends when finished.
    private(set) var pending: [(name: String, finish: () -> Void)] = []

    /// Starts a transition that ends when the test finishes it.
    func begin(_ name: String, finish: @escaping () -> Void) {
        pending.append((name, finish))
    }

    /// Whether a transition is under way.
    var isAnimating: Bool { !pending.isEmpty }

    /// Ends the oldest transition.
    func finishNext() {
        guard !pending.isEmpty else { return }
        pending.removeFirst().finish()
    }

    /// Ends every transition, including those started meanwhile.
    func finishAll() {
        while !pending.isEmpty { finishNext() }
    }
}

/// A transition coordinator: calls what waits for the transition when the transition ends.
@MainActor
final class FakeTransitionCoordinator {
    private var completions: [(FakeTransitionCoordinator) -> Void] = []
    /// When `true`, `animate(alongsideTransition:completion:)` refuses, as UIKit may.
    var refusesAnimations = false

    /// `UIViewControllerTransitionCoordinator.animate(alongsideTransition:completion:)`.
    func animate(
        alongsideTransition animation: ((FakeTransitionCoordinator) -> Void)?,
        completion: ((FakeTransitionCoordinator) -> Void)? = nil
    ) -> Bool {
        guard !refusesAnimations else { return false }
        animation?(self)
        if let completion { completions.append(completion) }
        return true
    }

    /// The transition ended.
    func end() {
        let waiting = completions
        completions = []
        for completion in waiting { completion(self) }
    }
}

/// `UIModalPresentationStyle`, the cases the adapters use.
enum FakeModalStyle {
    case automatic, pageSheet, formSheet, fullScreen, popover
}

/// A transition the user drives — a swipe back, a sheet pulled down: it runs, with a transition
/// coordinator, for as long as the user's finger is down, and ends when the user lets go, either
/// completed or cancelled. ``FakeUI/finishAll()`` does not end it; the test does, as the user.
@MainActor
final class FakeInteraction {
    private var end: ((_ completed: Bool) -> Void)?

    init(end: @escaping (_ completed: Bool) -> Void) {
        self.end = end
    }

    /// Whether the user still drives it.
    var isRunning: Bool { end != nil }

    /// The user lets go past the threshold: the transition completes.
    func complete() {
        finish(true)
    }

    /// The user lets go before the threshold: the transition is cancelled and nothing changes.
    func cancel() {
        finish(false)
    }

    private func finish(_ completed: Bool) {
        guard let end else { return }
        self.end = nil
        end(completed)
    }
}
