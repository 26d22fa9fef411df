import Portus
import Routy
import RoutyHeadless
import RoutyTestSupport
import SeededRandom
import Testing

/// Asks for alerts' and pickers' values and interrupts them at random — answers, swipes, other
/// requests, other asks — and checks that every ask ends exactly once, with the value when it was
/// answered, and that the tree matches what the headless kit shows after every step.
///
/// A failure names its seed; replay it with `ROUTY_SEED=<seed> swift test --filter AskRandomisedTests`.
@MainActor
@Suite struct AskRandomisedTests {
    nonisolated static let seeds = SeededGenerator.seeds([11, 12, 13], from: "ROUTY_SEED")

    @Test(arguments: seeds)
    func everyAskEndsExactlyOnce(seed: UInt64) async throws {
        let run = try AskRun(seed: seed)
        for step in 0..<120 { try await run.step(step) }
        try await run.finish()
    }
}

/// One randomised run of asks and interruptions over a fresh shop.
@MainActor
final class AskRun {
    let seed: UInt64
    let shop: TestShop
    var random: SeededGenerator
    /// How many times each ask ended, by its number.
    var ends: [Int: Int] = [:]
    /// The outcome of each ask that ended, printed.
    var outcomes: [Int: String] = [:]
    /// The outcome each ask must end with, where the step that ended it decides it.
    var expected: [Int: String] = [:]
    /// The number of the ask that waits on each alert or picker, as far as the run knows.
    var waiting: [ObjectIdentifier: Int] = [:]
    var started = 0
    var requestsStarted = 0

    init(seed: UInt64) throws {
        self.seed = seed
        self.shop = try TestShop()
        self.random = SeededGenerator(seed: seed)
        shop.router.addObserver { [unowned self] event in
            if case .requestStarted = event { self.requestsStarted += 1 }
        }
    }

    /// The alerts and pickers in the tree, wherever they are.
    var answering: [any NavigationAnswering] {
        shop.nodes.compactMap { $0.entry.routable as? any NavigationAnswering }
    }

    /// The alert or picker at the top, if any.
    var top: (any NavigationAnswering)? { shop.tree.activeLeaf?.entry.routable as? any NavigationAnswering }

    func step(_ number: Int) async throws {
        let at = "seed \(seed), step \(number)"
        switch random.next() % 9 {
        case 0, 1: await ask(.confirmDelete(Int(random.next() % 3)))
        case 2: await ask(.picker)
        case 3:
            let title = random.chance(50) ? "Delete" : "Keep"
            if let alert = shop.alert, let number = waiting[ObjectIdentifier(alert)], alert.choose(title) {
                settle(number, as: title == "Delete" ? "value(delete)" : "value(keep)")
            }
        case 4:
            await interrupt(as: "dismissed(by the user)") { _ = self.shop.alert?.dismiss() }
        case 5:
            let value = Int(random.next() % 100)
            if let picker = top as? PickerScreen, let number = waiting[ObjectIdentifier(picker)],
                picker.pick("\(value)")
            {
                settle(number, as: "value(\(value))")
            }
        case 6:
            let contexts: [Context] = random.pick([[.home], [.catalog, .product(1)], [.profile], [.cart]])
            await interrupt(as: "dismissed(by navigation)") {
                _ = try? await self.shop.router.perform(.navigate(to: contexts), source: .deeplink)
            }
        case 7:
            // A swipe on whatever modal is on top, as the user pulls a sheet down.
            await interrupt(as: "dismissed(by the user)") {
                if let top = self.shop.tree.activeLeaf, top.isModal,
                    let element = top.entry.routable as? HeadlessElement<Screen>
                {
                    element.leaveNode(with: element.entry, animated: true) { _ in }
                }
            }
        default:
            await interrupt(as: "dismissed(by navigation)") { _ = try? await self.shop.router.perform(.goBack) }
        }
        await yieldUntil("\(at): requests have run") { !shop.router.isRunning && shop.router.pendingCount == 0 }
        check(at)
    }

    /// Runs `action`; the asks whose screens it took away must end with `outcome`.
    private func interrupt(as outcome: String, _ action: () async -> Void) async {
        let before = answering.map { ObjectIdentifier($0) }
        await action()
        let after = Set(answering.map { ObjectIdentifier($0) })
        for element in before where !after.contains(element) {
            if let number = waiting[element] { settle(number, as: outcome) }
            waiting[element] = nil
        }
    }

    /// Asks for `context` from a task of its own, and waits until its request has run.
    private func ask(_ context: Context) async {
        started += 1
        let number = started
        let before = requestsStarted
        Task {
            let outcome =
                context.type == .picker
                ? await shop.router.askOutcome(context, returning: String.self)
                : await shop.router.askOutcome(context, returning: DeleteChoice.self)
            ends[number, default: 0] += 1
            outcomes[number] = outcome
        }
        await interrupt(as: "dismissed(by navigation)") {
            await yieldUntil("seed \(seed): ask \(number) started") {
                requestsStarted > before && !shop.router.isRunning
            }
        }
        guard let top, top.answerSlot.isAwaited, outcomes[number] == nil else { return }
        // A screen asked again is the same screen: the ask that waited on it is replaced.
        if let previous = waiting[ObjectIdentifier(top)] { settle(previous, as: "dismissed(replaced)") }
        waiting[ObjectIdentifier(top)] = number
    }

    private func settle(_ number: Int, as outcome: String) {
        if expected[number] == nil { expected[number] = outcome }
        waiting = waiting.filter { $0.value != number }
    }

    /// The tree matches what the kit shows, and an ask is open for each screen in the tree that
    /// waits for an answer.
    private func check(_ at: String) {
        #expect(shop.violations == [], "\(at)")
        let awaited = answering.filter(\.answerSlot.isAwaited).count
        #expect(shop.router.openAskCount == awaited, "\(at)")
        #expect(waiting.count == awaited, "\(at)")
        #expect(ends.values.allSatisfy { $0 == 1 }, "\(at)")
    }

    /// Leaves every modal, then checks that every ask ended once, as the steps said.
    func finish() async throws {
        await interrupt(as: "dismissed(by navigation)") {
            _ = try? await self.shop.router.perform(.navigate(to: [.home]))
        }
        await yieldUntil("seed \(seed): every ask ended") { ends.count == started }
        #expect(ends.values.allSatisfy { $0 == 1 }, "seed \(seed)")
        #expect(shop.router.openAskCount == 0, "seed \(seed)")
        #expect(expected.count > 10, "seed \(seed): the run decided the outcome of few asks")
        for (number, outcome) in expected {
            #expect(outcomes[number] == outcome, "seed \(seed), ask \(number)")
        }
    }
}
