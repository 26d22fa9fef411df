import Foundation
import Portus
import Routy
import RoutyHeadless
import RoutyTestSupport
import SeededRandom
import Testing

/// Random sequences of navigate and close requests over the shop's contexts, with random faults
/// sometimes, keep the invariants of the testing article ("Testing with the headless kit") after every request.
///
/// Each run uses fixed seeds and one fresh one; a failure names its seed. Replay it with
/// `ROUTY_SEED=<seed> swift test --filter RandomisedTests`.
@MainActor
@Suite struct RandomisedTests {
    nonisolated static let seeds = SeededGenerator.seeds([1, 2, 3], from: "ROUTY_SEED")

    nonisolated static let requestsPerRun = 150

    /// Without faults, the dry run also predicts each request exactly.
    @Test(arguments: seeds)
    func randomRequestsKeepTheInvariants(seed: UInt64) async throws {
        var run = try RandomRun(seed: seed, faults: false)
        for _ in 0..<Self.requestsPerRun { try run.step() }
    }

    @Test(arguments: seeds)
    func randomRequestsWithFaultsKeepTheInvariants(seed: UInt64) async throws {
        var run = try RandomRun(seed: seed, faults: true)
        for _ in 0..<Self.requestsPerRun { try run.step() }
    }
}

/// One randomised run over a fresh shop.
@MainActor
struct RandomRun {
    let seed: UInt64
    let faults: Bool
    let shop: TestShop
    var random: SeededGenerator
    private var number = 0

    static let tabs: [Context] = [.home, .catalog, .profile]
    static let screens: [Context] =
        [1, 2, 3].map(Context.article) + ["shoes", "boots"].map(Context.category) + [1, 2, 3, 4].map(Context.product)
        + [.orders] + [1, 2, 3].map(Context.order) + [.cart, .login]

    init(seed: UInt64, faults: Bool) throws {
        self.seed = seed
        self.faults = faults
        self.shop = try TestShop()
        self.random = SeededGenerator(seed: seed)
    }

    /// Makes one random request, sometimes with faults and with more requests made from its
    /// completion, and checks the invariants once it has run.
    mutating func step() throws {
        number += 1
        let request = randomRequest()
        let at = "seed \(seed), faults \(faults), request \(number): \(request)"
        let reset = injectFaults()
        let log = CompletionLog()
        let nested = random.chance(15) ? [randomRequest(), randomRequest()] : []
        let cancelNested = random.chance(30)
        let replace = random.chance(30)
        let plan = !faults && nested.isEmpty && request.steps.count == 1 ? planResult(request) : nil
        // The indexed matching picks what a search of the whole tree picks.
        let contexts = request.destinationContexts
        let matched = shop.router.reusePolicy.reuse(contexts, in: shop.tree).map(\.node)
        #expect(matched == SearchingMatcher.reuse(contexts, in: shop.tree), "\(at): matching \(contexts)")
        let shop = shop

        let check = { (_: NavigationResult<Screen>) -> Void in #expect(shop.violations == [], "\(at)") }
        let makeNested = { (result: NavigationResult<Screen>) in
            check(result)
            guard !nested.isEmpty else { return }
            if replace { shop.router.queuePolicy = .replacePending }
            let first = shop.router.enqueue(nested[0], completion: log.completion("nested 1", then: check))
            shop.router.enqueue(nested[1], completion: log.completion("nested 2", then: check))
            shop.router.queuePolicy = .enqueue
            if cancelNested { #expect(first.cancel() == !replace, "\(at)") }
        }
        shop.router.enqueue(request, completion: log.completion("request", then: makeNested))
        reset()

        // A broken invariant stops the run: what follows would only repeat it.
        try #require(log.issued.allSatisfy { log.count($0) == 1 }, "\(at): each completion once: \(log.calls)")
        try #require(log.uncancelledInOrder, "\(at): completions in order: \(log.calls)")
        try #require(!shop.router.isRunning && shop.router.pendingCount == 0, "\(at)")
        try #require(shop.violations == [], "\(at)")
        try #require(leaked == [], "\(at): alive but not in the tree")
        if let plan, let result = log.results["request"] { checkPlan(plan, against: result, "\(at)") }
    }

    /// The dry run of a request as a value.
    private func planResult(_ request: NavigationRequest<Screen>) -> NavigationResult<Screen> {
        do throws(NavigationFailure<Screen>) {
            return .success(try shop.router.plan(request))
        } catch {
            return .failure(error)
        }
    }

    /// A dry run predicts the request: the same instructions, or the same error before anything
    /// ran. The exceptions the plan cannot foresee: a screen to push after a new modal, and —
    /// since the dry run builds no element — a factory that makes none.
    private func checkPlan(
        _ plan: NavigationResult<Screen>,
        against result: NavigationResult<Screen>,
        _ at: String
    ) {
        if case .failure(let failure) = result, case .noElement(let context) = failure.cause {
            // A run makes every new element before it executes anything; the dry run makes none,
            // so it plans the element as made, and may meet a later error the run never reaches.
            #expect(failure.report.instructions.isEmpty, "\(at): got \(failure)")
            if case .success(let planned) = plan {
                #expect(planned.created.contains(context), "\(at): planned \(planned), got \(failure)")
            }
            return
        }
        switch (plan, result) {
        case (.success(let planned), .success(let report)):
            #expect(planned == report, "\(at): planned \(planned), got \(report)")
        case (.failure(let planned), .failure(let failure)):
            #expect(
                planned.cause == failure.cause && failure.report.instructions.isEmpty,
                "\(at): planned \(planned), got \(failure)")
        case (.success(let planned), .failure(let failure)):
            let done = failure.report.instructions
            let afterNewModal = done.last.map { [.enter(.cart), .enter(.login)].contains($0) } ?? false
            let isPush = if case .cannotPresent(_, .push) = failure.cause { true } else { false }
            #expect(isPush && afterNewModal, "\(at): planned \(planned), got \(failure)")
            #expect(planned.instructions.starts(with: done), "\(at)")
        case (.failure(let planned), .success(let report)):
            Issue.record("\(at): planned \(planned), got \(report)")
        }
    }

    /// Elements the factory made that are alive but not in the tree.
    private var leaked: [String] {
        let inTree = Set(shop.nodes.compactMap { $0.entry.routable.map(ObjectIdentifier.init) })
        return shop.alive.filter { !inTree.contains(ObjectIdentifier($0)) }.map(\.context.description)
    }

    // MARK: - Random requests and faults

    private mutating func randomRequest() -> NavigationRequest<Screen> {
        if random.chance(10) {
            return NavigationRequest([randomStep(), randomStep()], source: "random")
        }
        return NavigationRequest([randomStep()], source: "random")
    }

    private mutating func randomStep() -> NavigationStep<Screen> {
        if random.chance(25) {
            let shown = shop.window.shownPath
            let context =
                !shown.isEmpty && random.chance(70) ? random.pick(shown) : random.pick(Self.screens + Self.tabs)
            return .close(context)
        }
        var contexts: [Context] = []
        if random.chance(8) { contexts.append(.app) }
        if random.chance(30) { contexts.append(random.pick(Self.tabs)) }
        let count = Int.random(in: (contexts.isEmpty ? 1 : 0)...3, using: &random)
        for _ in 0..<count { contexts.append(random.pick(Self.screens)) }
        return .navigate(to: contexts)
    }

    /// Arms random faults; returns what undoes the ones that do not spend themselves.
    private mutating func injectFaults() -> () -> Void {
        let elements = shop.nodes.compactMap { $0.entry.routable as? HeadlessElement<Screen> }
        var undo: [() -> Void] = []
        if faults, random.chance(25) {
            random.pick(elements).failNextOperation()
        }
        if random.chance(8) {
            let element = random.pick(elements)
            element.refusesLeave = true
            undo.append { element.refusesLeave = false }
        }
        if random.chance(5) {
            let shop = shop
            shop.refusedByFactory = [random.pick(Self.screens).type]
            undo.append { shop.refusedByFactory = [] }
        }
        return { for action in undo { action() } }
    }
}

/// The completions of one random step.
@MainActor
final class CompletionLog {
    private(set) var issued: [String] = []
    private(set) var calls: [String] = []
    private(set) var results: [String: NavigationResult<Screen>] = [:]

    func completion(
        _ label: String,
        then: @escaping (NavigationResult<Screen>) -> Void
    ) -> (NavigationResult<Screen>) -> Void {
        issued.append(label)
        return { [self] result in
            calls.append(label)
            results[label] = result
            then(result)
        }
    }

    func count(_ label: String) -> Int { calls.filter { $0 == label }.count }

    /// The requests that were not cancelled completed in the order they were made.
    var uncancelledInOrder: Bool {
        let ran = { (label: String) in self.results[label]?.failure?.cause != .cancelled }
        return calls.filter(ran) == issued.filter(ran)
    }
}
