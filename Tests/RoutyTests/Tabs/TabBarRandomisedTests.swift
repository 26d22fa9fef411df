import Portus
import Routy
import RoutyHeadless
import RoutyTestSupport
import SeededRandom
import Testing

/// The user's reorders, hides, shows and taps interleaved with links — some while a request runs
/// — keep the invariants: the tree has each container's tabs in the bar's order, hidden as the bar
/// hides them, no hidden tab is selected, the UI shows the active path; a link to a hidden tab
/// does what the policy says, and what the dry run said; a snapshot restored into a fresh app
/// gives the same bar.
///
/// Replay a failure with `ROUTY_SEED=<seed> swift test --filter TabBarRandomisedTests`.
@MainActor
@Suite struct TabBarRandomisedTests {
    nonisolated static let seeds = SeededGenerator.seeds([1, 2, 3], from: "ROUTY_SEED")

    nonisolated static let actionsPerRun = 200

    /// The tabs and where each is: the group's tabs in `library`, the others in the bar.
    static let tabs: [Media] = [.home, .library, .books, .music, .search, .profile]

    @Test(arguments: seeds)
    func theUsersArrangementInterleavedWithLinksKeepsTheInvariants(seed: UInt64) async throws {
        print("TabBarRandomisedTests: seed \(seed); replay with ROUTY_SEED=\(seed)")
        var random = SeededGenerator(seed: seed)
        let policy = random.pick(NavigationHiddenTabPolicy.allCases)
        let app = try MediaApp(policy: policy)
        var duringNextInstruction: (@MainActor () -> Void)?
        app.router.addObserver { event in
            guard case .instructionExecuted = event, let action = duringNextInstruction else { return }
            duringNextInstruction = nil
            action()
        }
        var log: [String] = ["policy \(policy)"]
        for number in 1...Self.actionsPerRun {
            let at = "seed \(seed), action \(number), after \(log.suffix(6))"
            let media = random.pick(Self.tabs)
            let tab = app.tab(media)
            let container = media == .books || media == .music ? app.library : app.bar
            switch Int.random(in: 0..<12, using: &random) {
            case 0, 1:
                let index = Int.random(in: -1...4, using: &random)
                #expect(container.move(tab, to: index), "\(at)")
                log.append("move \(media) to \(index)")
            case 2, 3:
                let hidden = container.hide(tab)
                log.append("hide \(media): \(hidden)")
                if hidden { #expect(container.isHidden(tab), "\(at)") }
            case 4:
                #expect(container.show(tab), "\(at)")
                log.append("show \(media)")
            case 5:
                let tapped = container.select(tab)
                log.append("tap \(media): \(tapped)")
                if container.isHidden(tab) { #expect(!tapped, "a hidden tab cannot be tapped, \(at)") }
            case 6:
                // The user rearranges while the next request runs.
                let hides = random.chance(50)
                duringNextInstruction = {
                    if hides { _ = container.hide(tab) } else { _ = container.move(tab, to: 0) }
                }
                log.append("\(hides ? "hide" : "move") \(media) during the next request")
                await link(to: media, in: app, random: &random, checking: false, at: at, log: &log)
                duringNextInstruction = nil
            case 7:
                _ = await app.router.result(
                    of: random.chance(50) ? [.navigate(to: [.settings])] : NavigationRequest([.goBack], source: .app))
                log.append("settings or back")
            case 8:
                let snapshot = app.router.snapshot()
                let fresh = try MediaApp(policy: policy)
                let report = try await fresh.router.restore(snapshot)
                #expect(report.isComplete, "\(at)")
                #expect(fresh.bars == app.bars, "restored bar, \(at)")
                #expect(fresh.router.snapshot() == snapshot, "restored snapshot, \(at)")
                #expect(fresh.violations == [], "restored, \(at)")
                log.append("restore into a fresh app")
            default:
                await link(to: media, in: app, random: &random, checking: true, at: at, log: &log)
            }
            #expect(app.violations == [], "\(at)")
        }
    }

    /// Navigates to `media`'s tab — through its group for a tab of the group — and a screen on it
    /// half the time. When `checking`, the outcome is the policy's for the hidden tabs on the way,
    /// as the dry run said.
    private func link(
        to media: Media,
        in app: MediaApp,
        random: inout SeededGenerator,
        checking: Bool,
        at: String,
        log: inout [String]
    ) async {
        var path: [NavigationContext<Media>] = [.app]
        var wayThrough: [any NavigationElement<Media>] = []
        switch media {
        case .books, .music:
            path += [.library, NavigationContext(media)]
            wayThrough = [app.library, app.tab(media)]
        default:
            path.append(NavigationContext(media))
            wayThrough = [app.tab(media)]
        }
        if random.chance(50) {
            path.append(random.chance(50) ? .book(Int.random(in: 1...3, using: &random)) : .album(1))
        }
        let hiddenOnTheWay = wayThrough.filter { tab in
            (tab === app.library || app.bar.tabs.contains { $0 === tab })
                ? app.bar.isHidden(tab) : app.library.isHidden(tab)
        }.map { $0.context }
        // A link that names the group lands on its selected tab, where the user was.
        var expected = path
        if media == .library, let selected = app.library.selectedTab { expected.insert(selected.context, at: 2) }
        let plan = Result { () throws(NavigationFailure<Media>) in try app.router.plan(.navigate(to: path)) }
        let result = await app.router.result(of: [.navigate(to: path)])
        log.append("link \(path): \(result.summary)")
        guard checking else { return }
        if app.router.hiddenTabPolicy == .fail, let first = hiddenOnTheWay.first {
            #expect(plan.failure?.cause == .hiddenTab(first), "plan, \(at)")
            #expect(result.failure?.cause == .hiddenTab(first), "run, \(at)")
        } else {
            #expect(plan.report?.tabsShownAgain == hiddenOnTheWay, "plan, \(at)")
            #expect(result.report?.instructions == plan.report?.instructions, "run as planned, \(at)")
            #expect(app.path == expected.map(\.description).joined(separator: " > "), "\(at)")
        }
    }
}
