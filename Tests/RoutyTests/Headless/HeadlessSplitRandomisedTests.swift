import Foundation
import Portus
import Routy
import RoutyHeadless
import RoutyTestSupport
import SeededRandom
import Testing

/// Collapse and expand, with random top columns, interleaved with random requests — some of them
/// while a request runs — keep the invariants: the tree matches what the split shows, every
/// completion comes once, and expanding right after a collapse gives back the same columns.
///
/// Replay a failure with `ROUTY_SEED=<seed> swift test --filter HeadlessSplitRandomisedTests`.
@MainActor
@Suite struct HeadlessSplitRandomisedTests {
    nonisolated static let seeds = SeededGenerator.seeds([1, 2, 3], from: "ROUTY_SEED")

    nonisolated static let actionsPerRun = 200

    static let screens: [MailContext] =
        ["inbox", "archive"].map(MailContext.mailbox) + [1, 2].map(MailContext.message)
        + [1].map(MailContext.attachment) + [.compose]

    @Test(arguments: seeds)
    func widthChangesInterleavedWithRequestsKeepTheInvariants(seed: UInt64) async throws {
        print("HeadlessSplitRandomisedTests: seed \(seed); replay with ROUTY_SEED=\(seed)")
        var random = SeededGenerator(seed: seed)
        let app = try MailApp(
            collapsed: random.chance(50), style: random.pick(SplitStyle.allCases), inTabs: random.chance(50))
        var duringNextInstruction: WidthChange?
        app.router.addObserver { event in
            guard case .instructionExecuted = event, let change = duringNextInstruction else { return }
            duringNextInstruction = nil
            change.apply(to: app.split)
        }
        var log: [String] = []
        for number in 1...Self.actionsPerRun {
            let at = "seed \(seed), action \(number), after \(log.suffix(6))"
            switch Int.random(in: 0..<10, using: &random) {
            case 0, 1:
                let top = random.pick(SplitColumn.allCases)
                let before = (app.columns, app.tree.description, app.split.isCollapsed)
                app.split.collapse(topColumn: top)
                log.append("collapse(\(top))")
                #expect(app.violations == [], "\(at)")
                guard random.chance(50) else { continue }
                app.split.expand()
                log.append("expand")
                if !before.2 {
                    #expect(app.columns == before.0, "round trip, \(at)")
                    #expect(app.tree.description == before.1, "round trip, \(at)")
                }
            case 2:
                app.split.expand()
                log.append("expand")
            case 3:
                let change = random.chance(50) ? WidthChange.collapse(random.pick(SplitColumn.allCases)) : .expand
                duringNextInstruction = change
                log.append("\(change) during the next request")
            case 4:
                _ = await app.router.result(of: [.goBack])
                log.append("goBack")
            case 5 where app.tabs != nil:
                let tab: MailContext = random.chance(50) ? .mail : .settings
                _ = await app.router.result(of: [.selectTab(tab)])
                log.append("selectTab(\(tab))")
            default:
                var contexts: [MailContext] = random.chance(70) ? [.mail] : []
                for _ in 0..<Int.random(in: (contexts.isEmpty ? 1 : 0)...3, using: &random) {
                    contexts.append(random.pick(Self.screens))
                }
                let recorder = EventRecorder<Mail>()
                app.router.enqueue(.navigate(to: contexts), completion: recorder.completion("request"))
                await yieldUntil("the request ends") { recorder.completions.count == 1 }
                log.append("navigate(\(contexts.map(\.description).joined(separator: ", ")))")
                #expect(recorder.count("request") == 1, "\(at)")
            }
            #expect(app.violations == [], "\(at)")
            #expect(app.split.widthClass == (app.split.isCollapsed ? .compact : .regular), "\(at)")
        }
    }
}
