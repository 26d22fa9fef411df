import Portus
import Routy
import RoutyHeadless
import SeededRandom
import Shop

/// Drives the Playground's headless shop with random steps — deeplinks good and bad, context
/// sequences, back, dismiss, sign in and out, bursts of requests with cancellations, console
/// commands and injected faults — and checks the invariants of the design after each one.
///
/// Faults go through the public API only: ``HeadlessElement/failNextOperation()``,
/// ``HeadlessElement/refusesLeave``, and a factory in front of the shop's own that returns
/// nothing while ``factoryReturnsNothing`` is set.
@MainActor
final class ShopSoak {
    let console: ShopConsole
    var app: ShopApp { console.app }
    var generator: SeededGenerator
    let ledger = RequestLedger()
    /// While set, the factory makes no element (the registry's maker returns `nil`).
    var factoryReturnsNothing = false
    /// Elements told to refuse to be left, and the step after which they accept again.
    var refusing: [(element: HeadlessElement<ShopScreen>, until: Int)] = []
    /// The last steps, newest last, to show with a failure.
    private(set) var history: [String] = []
    /// How the requests the soak made through completions ended, by outcome, to show that the
    /// steps reach the paths they are meant to.
    private(set) var outcomes: [String: Int] = [:]

    init(seed: UInt64) throws {
        console = try ShopConsole()
        generator = SeededGenerator(seed: seed)
        let shopFactory = console.app.router.factory
        var registry = NavigationElementRegistry<ShopScreen>()
        registry.register(ShopScreen.allCases) { [weak self] context in
            guard self?.factoryReturnsNothing != true else { return nil }
            return try? shopFactory.makeElement(for: context)
        }
        console.app.router.factory = registry
        console.app.router.addObserver { [ledger] event in ledger.record(event) }
    }

    /// Runs step `index` and checks the invariants.
    ///
    /// - Returns: What went wrong, or `nil` when every invariant holds.
    func step(_ index: Int) async -> String? {
        ledger.beginStep()
        for (offset, refusal) in refusing.enumerated().reversed() where refusal.until < index {
            refusal.element.refusesLeave = false
            refusing.remove(at: offset)
        }
        let treeBefore = app.tree.description
        let action = await runRandomAction(step: index)
        history.append("step \(index): \(action)")
        if history.count > 12 { history.removeFirst() }
        var problems = await settle()
        for entry in ledger.current {
            guard let result = entry.results.first else { continue }
            outcomes[Self.outcomeName(result), default: 0] += 1
        }
        problems += consistencyAfterFailures(treeBefore: treeBefore)
        problems += invariantViolations()
        problems += ledger.problems
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
                    "\(entry.label) failed (\(failure.error)) without executing anything, but the tree changed:\n"
                        + "before:\n\(treeBefore)\nafter:\n\(app.tree.description)")
            }
            if entry.wasCancelled, failure.error != .cancelled {
                problems.append("\(entry.label) was cancelled but failed with \(failure.error)")
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
            switch failure.error {
            case .routing(let error): "routing." + caseName(of: error)
            case .deeplink(let error): "deeplink." + caseName(of: error)
            case .cancelled: "cancelled"
            case .emptyRequest: "emptyRequest"
            default: caseName(of: failure.error)
            }
        }
    }

    /// The name of an enum case with associated values, or its description.
    private static func caseName(of value: Any) -> String {
        Mirror(reflecting: value).children.first?.label ?? "\(value)".prefix(40).description
    }

    /// The last steps, for a failure message.
    var recentHistory: String {
        history.joined(separator: "\n")
    }
}
