import Foundation
import Portus
import Routy
import RoutyTestSupport
import RoutyUIKit
import SeededRandom
import Testing

/// The soak of the UIKit adapter against the screen (issue 30, point 6): seeded runs interleave
/// requests, links, asks and the user's gestures — swipe back, back button, pull-down, tab tap and
/// re-tap, an alert tapped or tapped outside; on a split, collapse and expand — while the fakes
/// deliver UIKit's callbacks in orders from the seed. After every step the tree equals what the
/// fakes show and no request or ask has ended twice; a gesture made while nothing else runs is
/// reported exactly once as `userNavigated` (none when it changed nothing), and the gestures made
/// while a request runs are reported at most once each, counted at the next moment nothing runs
/// (none when the running instruction asked for the change they made); at the end every
/// request and ask has ended once, each ask with the value the user chose when the user chose one.
///
/// CI runs a short soak; `ROUTY_UIKIT_SOAK_STEPS` sets the steps of each run (300 by default),
/// `ROUTY_UIKIT_SOAK_SEED` replays one seed:
/// `ROUTY_UIKIT_SOAK_STEPS=100000 ROUTY_UIKIT_SOAK_SEED=20261128 swift test --filter UIKitSoakTests`;
/// `ROUTY_UIKIT_SOAK_TRACE=1` prints every step.
@MainActor
@Suite struct UIKitSoakTests {
    nonisolated static let seeds = SeededGenerator.seeds([20_261_128, 11], from: "ROUTY_UIKIT_SOAK_SEED")

    nonisolated static var steps: Int {
        ProcessInfo.processInfo.environment["ROUTY_UIKIT_SOAK_STEPS"].flatMap { Int($0) } ?? 300
    }

    @Test(arguments: seeds)
    func theShopHoldsUnderShuffledCallbacks(seed: UInt64) async throws {
        var run = try UIKitRandomRun(seed: seed, soak: true)
        for _ in 0..<Self.steps {
            run.step()
            // The asks' tasks run between steps, as a UI's do between events.
            await Task.yield()
        }
        await run.drainAsks()
        run.drain(checkingCoverage: seed == 20_261_128)
        let tally = run.checked
        print(
            "UIKitSoakTests: shop, seed \(seed): \(tally.steps) steps, \(run.completionCount) requests ended once, "
                + "\(tally.gestures) gestures (\(tally.idleGestures) counted exactly, \(tally.busyGestures) at most once), "
                + "\(tally.asks) asks "
                + "(\(tally.answers) answered), \(UIKitRandomRun.tally(run.app.events))")
    }

    @Test(arguments: seeds)
    func theSplitHoldsUnderShuffledCallbacks(seed: UInt64) throws {
        var run = try UIKitSplitSoak(seed: seed)
        for _ in 0..<Self.steps { run.step() }
        run.drain()
        print(
            "UIKitSoakTests: split, seed \(seed): \(run.steps) steps, \(run.requests) requests ended once, "
                + "\(run.collapses) collapses, \(run.expands) expands, \(run.swipes) swipes")
    }
}

extension UIKitRandomRun {
    /// How many requests were made, each of which the run checks ended once.
    var completionCount: Int { app.events.count { $0.hasPrefix("ended(") } }
}

/// A soak of the UIKit split: deeplinks into its columns, the width changing at any moment, swipes
/// back and back buttons, with UIKit's callbacks in orders from the seed.
@MainActor
struct UIKitSplitSoak {
    let seed: UInt64
    let app: SplitApp
    var random: SeededGenerator
    private(set) var steps = 0
    private(set) var requests = 0
    private(set) var collapses = 0
    private(set) var expands = 0
    private(set) var swipes = 0
    private let ends = Ends()

    /// The completions' calls, by request number.
    @MainActor
    final class Ends {
        var calls: [Int: Int] = [:]
        /// Calls after a request's first, counted as they come.
        var extraCalls = 0
    }

    init(seed: UInt64) throws {
        self.seed = seed
        var random = SeededGenerator(seed: seed)
        app = try SplitApp(collapsed: random.chance(50))
        app.ui.order = .seeded(SeededGenerator(seed: seed &+ 0x5917))
        app.router.animation = .all
        self.random = random
    }

    mutating func step() {
        steps += 1
        let at = "seed \(seed), split step \(steps)"
        let what: String
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<35:
            let depth = Int.random(in: 0...3, using: &random)
            let link = Array(
                [
                    NavigationContext<Mail>.mail, .mailbox(random.pick(["inbox", "sent"])),
                    .message(Int.random(in: 1...3, using: &random)),
                    .attachment(1),
                ].prefix(depth + 1))
            requests += 1
            let id = requests
            let ends = ends
            app.router.enqueue(.navigate(to: link)) { _ in
                ends.calls[id, default: 0] += 1
                if ends.calls[id, default: 0] > 1 { ends.extraCalls += 1 }
            }
            what = "navigate to \(link)"
        case 35..<55:
            app.ui.finishNext()
            what = "finish the next transition"
        case 55..<62:
            app.ui.finishAll()
            what = "finish every transition"
        // The width changes between transitions: a change while a push animates is played, in
        // its every outcome, by SplitCallbackOrderTests. (The fakes cannot say what UIKit does to
        // a transition of a navigation controller that a width change takes off screen.)
        case 62..<72 where !app.ui.isAnimating:
            collapses += 1
            app.splitViewController.collapse(proposing: random.pick([.primary, .supplementary, .secondary]))
            what = "collapse"
        case 72..<82 where !app.ui.isAnimating:
            expands += 1
            app.splitViewController.expand()
            what = "expand"
        case 62..<82:
            app.ui.finishNext()
            what = "finish the next transition"
        case 82..<92:
            swipes += 1
            let navigation = frontNavigationController
            _ = navigation?.swipeBack(completing: random.chance(70))
            what = "swipe back"
        default:
            _ = frontNavigationController?.tapBack()
            what = "back button"
        }
        if ProcessInfo.processInfo.environment["ROUTY_UIKIT_SOAK_TRACE"] != nil {
            print(
                "\(at): \(what) -> \(app.shown) / \(app.split.columnsDescription) pending \(app.ui.pending.map(\.name))"
            )
        }
        // Once a transition's end callbacks have all come, the tree shows what the fakes show.
        if !app.ui.isDeliveringEnd { #expect(app.violations == [], "\(at): \(what)") }
        #expect(ends.extraCalls == 0, "\(at): \(what): a completion ran twice")
    }

    /// The navigation controller that shows the front of the split: the `.compact` column's when
    /// collapsed, the last column with something entered otherwise.
    private var frontNavigationController: FakeNavigationController? {
        let split = app.split
        if split.isCollapsed { return split.compactNavigationController }
        return split.style.columns.reversed().lazy.compactMap { split.navigationController(for: $0) }
            .first { $0.viewControllers.count > 1 || $0.viewControllers.first?.label != "empty" }
    }

    mutating func drain() {
        var turns = 0
        while (app.router.isRunning || app.router.pendingCount > 0 || app.ui.isAnimating) && turns < 1_000 {
            app.ui.finishAll()
            turns += 1
        }
        #expect(app.violations == [], "seed \(seed), split drained")
        #expect(ends.calls.count == requests, "seed \(seed): a split request never ended")
        #expect(ends.extraCalls == 0, "seed \(seed): a split completion ran twice")
    }
}
