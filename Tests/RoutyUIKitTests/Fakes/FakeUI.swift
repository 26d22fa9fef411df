import SeededRandom

/// The order in which the fakes deliver the callbacks that end one transition, where Apple's pages
/// leave it open (`/work/shared/UIKIT-CALLBACK-ORDERS.md`, "Left open"): a push's or pop's
/// `didShow` against its coordinator's completion; a presentation's or dismissal's own completion,
/// a pull-down's `presentationControllerDidDismiss`, an alert action's handler against the
/// coordinator's completion; a re-tapped tab's `didSelect` against its pop. Each fake lists its
/// callbacks in the order UIKit commonly uses; this says what it does with the list.
enum CallbackOrder {
    /// As listed: the order commonly observed.
    case listed
    /// Last first.
    case reversed
    /// An order chosen per transition from the seed.
    case seeded(SeededGenerator)
}

/// What the fake UIKit shows and the transitions it runs: each animated transition waits until
/// the test finishes it, as a real one waits for its animation.
@MainActor
final class FakeUI {
    /// The transitions under way, oldest first; each ends when finished.
    private(set) var pending: [(name: String, finish: () -> Void)] = []
    /// The order of the callbacks that end a transition.
    var order = CallbackOrder.listed
    /// Whether the callbacks after the first come in a later turn of the run loop — a transition
    /// of their own that the test finishes — rather than in the same one: left open ("Whether a
    /// transition's end callbacks arrive in one turn of the run loop or in several"). With a
    /// seeded order, the seed decides per transition.
    var splitsTurns = false
    /// Whether a swipe back drops the view controller it takes away when the swipe begins, rather
    /// than when it ends: left open. With a seeded order, the seed decides per swipe.
    var dropsSwipedAtBegin = true

    /// The one decision per swipe of ``dropsSwipedAtBegin``.
    func swipeDropsAtBegin() -> Bool {
        guard case .seeded(var generator) = order else { return dropsSwipedAtBegin }
        defer { order = .seeded(generator) }
        return generator.chance(50)
    }

    /// Delivers the callbacks that end the transition `name`, in ``order``; those after the first
    /// in a later turn when ``splitsTurns`` (or the seed) says so. `callbacks` lists them in the
    /// order commonly observed, each named by the rule it follows.
    func end(_ name: String, _ callbacks: [(rule: String, run: () -> Void)]) {
        var ordered = callbacks
        var splits = splitsTurns
        switch order {
        case .listed: break
        case .reversed: ordered.reverse()
        case .seeded(var generator):
            ordered.shuffle(using: &generator)
            splits = generator.chance(30)
            order = .seeded(generator)
        }
        guard splits, ordered.count > 1 else {
            for callback in ordered { callback.run() }
            return
        }
        ordered.removeFirst().run()
        // The rest come in a later turn: first of what waits, as the run loop's next source.
        pending.insert((name + Self.laterTurn, { for callback in ordered { callback.run() } }), at: 0)
    }

    /// Starts a transition that ends when the test finishes it.
    func begin(_ name: String, finish: @escaping () -> Void) {
        pending.append((name, finish))
    }

    /// Whether a transition's end callbacks are still to come in a later turn: what the screen
    /// shows is final only once they have come.
    var isDeliveringEnd: Bool { pending.contains { $0.name.hasSuffix(Self.laterTurn) } }

    private static let laterTurn = ", later turn"

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
