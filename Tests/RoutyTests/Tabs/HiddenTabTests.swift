import Portus
import Routy
import RoutyHeadless
import RoutyTestSupport
import Testing

/// Tabs the user rearranges or hides (issue 35, point 2): the tree follows the bar, and a
/// request to a hidden tab does what the router's policy says — the dry run says which.
@MainActor
@Suite struct HiddenTabTests {
    /// A request whose way passes a hidden tab, under each policy: what the dry run says, and
    /// what the run does.
    struct Case: Sendable, CustomTestStringConvertible {
        let hidden: [Media]
        let request: [NavigationContext<Media>]
        let policy: NavigationHiddenTabPolicy
        /// The dry run's report, or its error.
        let plan: String
        /// The bar after the run.
        let bars: String
        var testDescription: String { "hide \(hidden), navigate to \(request), \(policy)" }
    }

    nonisolated static let cases: [Case] = [
        Case(
            hidden: [.search], request: [.search], policy: .fail,
            plan: "\(NavigationError<Media>.hiddenTab(.search))",
            bars: "home* library[books* music] search- profile"),
        Case(
            hidden: [.search], request: [.search], policy: .showAgain,
            plan: "switchTo(search) (shows hidden search again)",
            bars: "home library[books* music] search* profile"),
        // A tab in a group: the group is shown, the tab is not.
        Case(
            hidden: [.music], request: [.app, .library, .music, .album(1)],
            policy: .fail, plan: "\(NavigationError<Media>.hiddenTab(.music))",
            bars: "home* library[books* music-] search profile"),
        Case(
            hidden: [.music], request: [.app, .library, .music, .album(1)],
            policy: .showAgain,
            plan: "switchTo(library), switchTo(music), enter(album(1)) (shows hidden music again)",
            bars: "home library[books music*]* search profile"),
        // A hidden group, and a hidden tab inside it: the outermost is named first.
        Case(
            hidden: [.library, .books], request: [.app, .library, .books],
            policy: .fail, plan: "\(NavigationError<Media>.hiddenTab(.library))",
            bars: "home* library[books- music*]- search profile"),
        Case(
            hidden: [.library, .books], request: [.app, .library, .books],
            policy: .showAgain, plan: "switchTo(library), switchTo(books) (shows hidden library, books again)",
            bars: "home library[books* music]* search profile"),
        // A way that passes no hidden tab is planned as before.
        Case(
            hidden: [.profile], request: [.search], policy: .fail,
            plan: "switchTo(search)", bars: "home library[books* music] search* profile-"),
    ]

    @Test(arguments: cases)
    func aRequestToAHiddenTabFollowsThePolicy(_ example: Case) async throws {
        let app = try MediaApp(policy: example.policy)
        for media in example.hidden {
            let container = media == .books || media == .music ? app.library : app.bar
            #expect(container.hide(app.tab(media)))
        }

        let plan = Result { () throws(NavigationFailure<Media>) in try app.router.plan(.navigate(to: example.request)) }
        let planned: String
        switch plan {
        case .success(let report): planned = report.description
        case .failure(let failure): planned = "\(failure.cause)"
        }
        #expect(planned == example.plan)

        let run = await app.router.result(of: [.navigate(to: example.request)])
        if let failure = plan.failure {
            #expect(run.failure?.cause == failure.cause)
            #expect(run.failure?.report.instructions == [])
        } else {
            #expect(run.report?.instructions == plan.report?.instructions)
        }
        #expect(app.bars == example.bars)
        #expect(app.violations == [])
    }

    /// The tree follows the user's order: a tab moved in the bar moves among the container's
    /// children, and the selection stays.
    @Test func theTreeFollowsTheUsersOrder() async throws {
        let app = try MediaApp()
        try await app.router.perform(.navigate(to: [.search]))

        #expect(app.bar.move(app.profile, to: 0))
        #expect(app.library.move(app.books, to: 5))

        #expect(app.bars == "profile home library[music books*] search*")
        #expect(
            app.tree.description == """
                window *
                └─ app *
                   ├─ profile
                   ├─ home
                   ├─ library
                   │  ├─ music
                   │  └─ books
                   └─ search *
                """)
        #expect(app.violations == [])
    }

    /// Hiding the selected tab selects the first tab shown, as the bar does; the router reports
    /// the switch as the user's, and the hidden tab keeps its stack.
    @Test func hidingTheSelectedTabSelectsTheFirstShown() async throws {
        let app = try MediaApp()
        try await app.router.perform(.navigate(to: [.app, .library, .music, .album(2)]))
        var events: [String] = []
        app.router.addObserver { if case .userNavigated(let step) = $0 { events.append("\(step)") } }

        #expect(app.bar.hide(app.library))

        #expect(events == ["switchTo(home)"])
        #expect(app.bars == "home* library[books music*]- search profile")
        #expect(app.tree.description.contains("library (hidden)"))
        #expect(app.music.pushed.map(\.context) == [.album(2)])
        #expect(app.violations == [])
    }

    /// What the bar refuses: hiding the last tab shown, hiding the selected tab under a modal,
    /// tapping a hidden tab.
    @Test func theBarRefusesWhatTheUserCannotDo() async throws {
        let app = try MediaApp()
        #expect(app.library.hide(app.books))
        #expect(!app.library.hide(app.music))
        #expect(app.bar.hide(app.search))
        #expect(!app.bar.select(app.search))
        try await app.router.perform(.navigate(to: [.settings]))
        #expect(!app.bar.hide(app.home))
        #expect(app.bar.hide(app.profile))
        #expect(app.bars == "home* library[books- music*] search- profile-")
        #expect(app.path == "app > home > settings")
        #expect(app.violations == [])
    }

    /// The user hides the tab while the request waits at an interceptor: the step is planned
    /// when it runs, so the policy applies to the bar as it is then.
    @Test func aTabHiddenWhileTheRequestWaitsFollowsThePolicy() async throws {
        let app = try MediaApp(policy: .fail)
        let gate = InterceptorGate()
        app.router.interceptors = [GateInterceptor(gate: gate)]
        var outcome: NavigationResult<Media>?
        app.router.enqueue(.navigate(to: [.search])) { outcome = $0 }
        await yieldUntil("the request waits at its interceptor") { gate.waitingCount == 1 }

        #expect(app.bar.hide(app.search))
        gate.open()
        await yieldUntil("the request ends") { outcome != nil }

        #expect(outcome?.failure?.cause == .hiddenTab(.search))
        #expect(app.bars == "home* library[books* music] search- profile")
        #expect(app.violations == [])
    }
}

/// Holds every request at a gate until the test opens it.
struct GateInterceptor: NavigationInterceptor {
    let gate: InterceptorGate
    var name: String { "gate" }

    func intercept(_ request: NavigationRequest<Media>) -> NavigationInterception<Media> {
        .suspend { [gate] in
            await gate.wait()
            return .proceed
        }
    }
}
