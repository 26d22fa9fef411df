import Portus
import Routy
import RoutyHeadless
import SeededRandom
import Shop

/// Drives the Playground's headless shop with random steps — deeplinks good and bad, context
/// sequences, back, dismiss, sign in and out, bursts of requests with cancellations, console
/// commands, feature flags turned off and on, and injected faults — and checks the invariants of
/// the design after each one.
///
/// Faults and flags go through the shop's marks (`ShopApp.apply(_:)`), which the navigation log
/// records and a replay applies again: an element that fails its next operation
/// (``HeadlessElement/failNextOperation()``), one that refuses to be left
/// (``HeadlessElement/refusesLeave``), a factory that makes nothing, an interceptor that sends
/// requests round in a redirect loop, a screen type whose feature is off.
///
/// Every step is recorded as a navigation log (JSON Lines); a failure shows the lines of the
/// last steps, and `swift run Playground replay FILE` runs the whole log again.
@MainActor
final class ShopSoak {
    let console: ShopConsole
    var app: ShopApp { console.app }
    var generator: SeededGenerator
    let ledger = RequestLedger()
    /// Elements told to refuse to be left, and the step after which they accept again.
    var refusing: [(element: HeadlessElement<ShopScreen>, until: Int)] = []
    /// The last steps, newest last, with the log lines each wrote, to show with a failure.
    private(set) var history: [(step: String, log: [String])] = []
    /// The log lines of the step that runs.
    private var stepLog: [String] = []
    /// How the requests the soak made through completions ended, by outcome, to show that the
    /// steps reach the paths they are meant to.
    private(set) var outcomes: [String: Int] = [:]
    /// Whether the steps include the user's gestures (``userGesture()``).
    let makesGestures: Bool
    /// The gestures made so far.
    var gestureCount = 0
    /// The changes the tree reported so far, by anyone.
    private(set) var treeChangeCount = 0

    /// The outcomes every long enough soak must reach: payloads updated in place, a feature
    /// flag's fallback and rejection, a redirect loop stopped.
    static let requiredOutcomes = ["updated", "redirected by feature-flags", "rejected", "tooManyRedirects"]

    /// Creates a soak on a fresh shop.
    ///
    /// - Parameters:
    ///   - seed: The seed of the random steps.
    ///   - strategy: What the shop's router does with a tab it switches away from.
    ///   - gestures: Whether the steps include the user's gestures.
    ///   - log: Called with every line of the navigation log, from the first step on.
    init(
        seed: UInt64, strategy: RoutingStrategy = .keepBranches, gestures: Bool = true,
        log: @escaping (String) -> Void = { _ in }
    ) throws {
        console = try ShopConsole(strategy: strategy)
        generator = SeededGenerator(seed: seed)
        makesGestures = gestures
        console.app.tree.addObserver { [weak self] _ in self?.treeChangeCount += 1 }
        console.app.router.addObserver { [ledger] event in ledger.record(event) }
        console.app.startRecording { [weak self] line in
            self?.stepLog.append(line)
            log(line)
        }
    }

    /// Runs step `index` and checks the invariants.
    ///
    /// - Returns: What went wrong, or `nil` when every invariant holds.
    func step(_ index: Int) async -> String? {
        ledger.beginStep()
        stepLog = []
        for (offset, refusal) in refusing.enumerated().reversed() where refusal.until < index {
            // Through the mark, which releases every element showing the context the element
            // shows now, so that a replay releases the same ones; an element that is gone
            // refuses nothing any more.
            if refusal.element.isShown { app.apply("accept \(refusal.element.context.commandText)") }
            refusing.remove(at: offset)
        }
        let treeBefore = app.tree.description
        let action = await runRandomAction(step: index)
        var problems = await settle()
        for entry in ledger.current {
            guard let result = entry.results.first else { continue }
            outcomes[Self.outcomeName(result), default: 0] += 1
            if case .success(let report) = result {
                if report.instructions.contains(where: { if case .update = $0 { true } else { false } }) {
                    outcomes["updated", default: 0] += 1
                }
                if report.redirectedBy.contains("feature-flags") {
                    outcomes["redirected by feature-flags", default: 0] += 1
                }
            }
        }
        problems += consistencyAfterFailures(treeBefore: treeBefore)
        problems += invariantViolations()
        problems += ledger.problems
        history.append(("step \(index): \(action)", stepLog))
        if history.count > 12 { history.removeFirst() }
        guard !problems.isEmpty else { return nil }
        return problems.joined(separator: "\n")
    }

    /// Waits until every request of the step has completed and the router is idle.
    private func settle() async -> [String] {
        for _ in 0..<10_000 {
            if ledger.isSettled, !app.router.isRunning, app.router.pendingCount == 0 { return [] }
            await Task.yield()
        }
        let open = ledger.current.filter { $0.results.isEmpty }.map(\.label)
        return [
            "the step did not settle: requests without a completion \(open), router running \(app.router.isRunning), "
                + "\(app.router.pendingCount) waiting, started and not ended \(ledger.running)"
        ]
    }

    /// A request that failed before it executed anything must have changed nothing; every
    /// failure names a step of its request.
    private func consistencyAfterFailures(treeBefore: String) -> [String] {
        var problems: [String] = []
        for entry in ledger.current {
            guard case .failure(let failure)? = entry.results.first else { continue }
            if failure.report.redirectedBy.isEmpty, !(0..<max(entry.stepCount, 1)).contains(failure.stepIndex) {
                problems.append("\(entry.label) failed at step \(failure.stepIndex) of \(entry.stepCount)")
            }
            if ledger.current.count == 1, failure.report.instructions.isEmpty, app.tree.description != treeBefore {
                problems.append(
                    "\(entry.label) failed (\(failure.cause)) without executing anything, but the tree changed:\n"
                        + "before:\n\(treeBefore)\nafter:\n\(app.tree.description)")
            }
            if entry.wasCancelled, failure.cause != .cancelled {
                problems.append("\(entry.label) was cancelled but failed with \(failure.cause)")
            }
        }
        for entry in ledger.current where entry.wasCancelled {
            if case .success? = entry.results.first { problems.append("\(entry.label) was cancelled but succeeded") }
        }
        return problems
    }

    /// The outcomes, most frequent first: `succeeded 9120, cancelled 870, noElement 512, …`.
    var outcomeSummary: String {
        outcomes.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { "\($0.key) \($0.value)" }
            .joined(separator: ", ")
    }

    private static func outcomeName(_ result: NavigationResult<ShopScreen>) -> String {
        switch result {
        case .success: "succeeded"
        case .failure(let failure):
            switch failure.cause {
            case .input(let underlying):
                if let error = failure.cause.deeplinkError {
                    "deeplink." + caseName(of: error)
                } else {
                    "input." + caseName(of: underlying.error)
                }
            case .cancelled: "cancelled"
            case .emptyRequest: "emptyRequest"
            case .noRoot: "noRoot"
            default: caseName(of: failure.cause)
            }
        }
    }

    /// The name of an enum case with associated values, or its description.
    private static func caseName(of value: Any) -> String {
        Mirror(reflecting: value).children.first?.label ?? "\(value)".prefix(40).description
    }

    /// The last steps, for a failure message.
    var recentHistory: String {
        history.map(\.step).joined(separator: "\n")
    }

    /// The navigation log of the last steps, each step's lines after a `# step N: …` comment line.
    var recentLog: String {
        history.map { (["# " + $0.step] + $0.log).joined(separator: "\n") }.joined(separator: "\n")
    }
}
