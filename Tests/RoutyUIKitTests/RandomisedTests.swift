import Foundation
import Portus
import Routy
import RoutyTestSupport
import RoutyUIKit
import SeededRandom
import Testing

/// Random mixes of requests, the user's gestures and transitions that end at random moments keep
/// the tree equal to what the fake UI shows after every step, each container with exactly one
/// active child, and every request's completion called exactly once.
///
/// Each run uses fixed seeds and one fresh one, and prints its seed; a failure names it. Replay
/// one with `ROUTY_UIKIT_SEED=<seed> swift test --filter RoutyUIKitTests.RandomisedTests`.
@MainActor
@Suite struct RandomisedTests {
    nonisolated static let seeds = SeededGenerator.seeds([1, 2, 3], from: "ROUTY_UIKIT_SEED")

    nonisolated static let stepsPerRun = 400

    @Test(arguments: seeds)
    func requestsAndGesturesKeepTreeAndScreenInAgreement(seed: UInt64) throws {
        print("RoutyUIKitTests.RandomisedTests: seed \(seed) (replay with ROUTY_UIKIT_SEED=\(seed))")
        var run = try UIKitRandomRun(seed: seed)
        for _ in 0..<Self.stepsPerRun { run.step() }
        run.drain(checkingCoverage: [1, 2, 3].contains(seed))
    }
}

/// One randomised run over a fresh app.
@MainActor
struct UIKitRandomRun {
    let seed: UInt64
    let app: TestApp
    var random: SeededGenerator
    private var number = 0
    /// How often each request's completion ran, by request number.
    private let completions = CompletionCounts()
    /// The swipe back or pull-down the user's finger still drives, if any, and the element it
    /// takes away when it completes.
    private var held: FakeInteraction?
    private var heldElement: AppElement?

    static let tabs: [Context] = [.home, .catalog, .profile]
    static let screens: [Context] =
        [1, 2, 3].map(Context.product) + ["shoes", "bags"].map(Context.category)
        + [1, 2].map(Context.order)

    /// Whether the run is the soak's: UIKit's callbacks in orders from the seed, and asks, links
    /// and alerts tapped or dismissed among the requests and gestures.
    let isSoak: Bool
    /// The asks of the soak, each with what it must return.
    private(set) var asks: [AskRecord] = []
    /// What the run checked, for its report.
    private(set) var checked = Tally()

    /// What a run counts.
    struct Tally {
        var steps = 0
        var requests = 0
        var gestures = 0
        /// Gestures made while nothing else ran, whose user events were counted exactly.
        var idleGestures = 0
        /// Gestures made while a request ran or a transition was under way, whose user events
        /// were counted at the next moment nothing ran: at most one each.
        var busyGestures = 0
        var asks = 0
        var answers = 0
    }

    /// An ask of the soak: how many times it ended, how, and what it must return when the user
    /// chose a value.
    @MainActor
    final class AskRecord {
        let id: Int
        var expected: String?
        var outcome: String?
        var endings = 0

        init(id: Int) {
            self.id = id
        }
    }

    init(seed: UInt64, soak: Bool = false) throws {
        self.seed = seed
        self.app = try TestApp()
        self.random = SeededGenerator(seed: seed)
        isSoak = soak
        guard soak else { return }
        app.ui.order = .seeded(SeededGenerator(seed: seed &+ 0x5EED))
        app.registerAlerts()
        var links = DeeplinkTable<Screen>()
        links.register("shop://product/:id") { link in [.catalog, .product(try link.value("id"))] }
        links.register("shop://cart") { _ in [.cart] }
        links.register("shop://order/:id") { link in [.profile, .order(try link.value("id"))] }
        app.router.deeplinks = links
    }

    /// The counts of completion calls, shared with the completions.
    final class CompletionCounts {
        var calls: [Int: Int] = [:]
        var requests = 0
        /// How many calls came after the first of a request's or an ask's: counted as they come,
        /// so that a long run checks each step in constant time.
        var extraCalls = 0

        /// A completion of request `id` ran.
        func record(_ id: Int) {
            let count = calls[id, default: 0] + 1
            calls[id] = count
            if count > 1 { extraCalls += 1 }
        }
    }

    /// Since the last moment nothing ran: the user events then, and how many gestures made
    /// meanwhile changed what is shown.
    private var busyWindow: (usersBefore: Int, changes: Int, gestures: Int)?

    /// The events of the router counted so far, read as they come.
    private var scannedEvents = 0
    private var userEventsSoFar = 0
    private var bypassedSoFar = 0

    /// The router's `userNavigated` events so far.
    private var userEventCount: Int {
        mutating get {
            countNewEvents()
            return userEventsSoFar
        }
    }

    /// The router's `leaveGuardBypassed` events so far.
    private var bypassedCount: Int {
        mutating get {
            countNewEvents()
            return bypassedSoFar
        }
    }

    private mutating func countNewEvents() {
        let events = app.events
        while scannedEvents < events.count {
            if events[scannedEvents].hasPrefix("user(") { userEventsSoFar += 1 }
            if events[scannedEvents].hasPrefix("bypassed") { bypassedSoFar += 1 }
            scannedEvents += 1
        }
    }

    /// Takes one random step — a request, a gesture, the end of a transition, a changed guard —
    /// and checks the invariants after it.
    mutating func step() {
        number += 1
        checked.steps += 1
        let action = randomAction()
        let at = "seed \(seed), step \(number): \(action)"
        let usersBefore = userEventCount
        // Nothing runs but the gesture: every user event until its callbacks are delivered is its.
        let idle = !app.router.isRunning && app.router.pendingCount == 0 && !app.ui.isAnimating && held == nil
        if idle, isSoak, let window = busyWindow.take() {
            // A gesture made while a request ran is reported once, or not at all when the running
            // instruction asked for the very change it made (a close the pull-down carries out):
            // never twice, and no change of the router's is taken for the user's.
            let reported = usersBefore - window.usersBefore
            checked.busyGestures += window.gestures
            #expect(
                reported <= window.changes,
                "\(at): \(window.changes) gesture(s) made while a request ran were reported \(reported) times")
        }
        let changed = perform(action)
        if ProcessInfo.processInfo.environment["ROUTY_UIKIT_SOAK_TRACE"] != nil {
            print(
                "\(at) -> \(changed) path \(app.path) pending \(app.ui.pending.map(\.name)) running \(app.router.isRunning)"
            )
        }
        if action.isGesture { checked.gestures += 1 }
        if !idle, action.isGesture, isSoak {
            var window = busyWindow ?? (usersBefore, 0, 0)
            window.gestures += 1
            if changed { window.changes += 1 }
            busyWindow = window
        } else if !idle, isSoak, busyWindow == nil {
            busyWindow = (usersBefore, 0, 0)
        }
        if idle, action.isGesture, isSoak {
            // The gesture's callbacks that come in a later turn, if any: nothing else waits.
            app.ui.finishAll()
            checked.idleGestures += 1
            #expect(
                userEventCount - usersBefore == (changed ? 1 : 0),
                "\(at): the user's change was reported \(userEventCount - usersBefore) times")
        }
        // While the finger is down, UIKit shows the transition half done; the tree waits for its end.
        // and once a transition's end callbacks have all come.
        if held?.isRunning != true, !app.ui.isDeliveringEnd { #expect(app.violations == [], "\(at)") }
        #expect(completions.extraCalls == 0, "\(at): a completion ran twice, or an ask ended twice")
        if changed, idle, action.isGesture {
            #expect(userEventCount > usersBefore, "\(at): the user's change was not reported")
        }
    }

    /// Lets the soak's asks run until each has ended, and checks how: once, with the value the
    /// user chose when the user chose one.
    mutating func drainAsks() async {
        var turns = 0
        while asks.contains(where: { $0.outcome == nil }), turns < 1_000 {
            held?.complete()
            app.ui.finishAll()
            // An ask whose alert is up waits for the user: the user answers.
            _ = tapAlert { $0.tap("Keep") ? "Keep" : nil }
            app.ui.finishAll()
            await Task.yield()
            turns += 1
        }
        for record in asks {
            #expect(record.endings == 1, "seed \(seed): ask \(record.id) ended \(record.endings) times")
            if let expected = record.expected {
                #expect(record.outcome == expected, "seed \(seed): ask \(record.id) lost the value the user chose")
            }
            if record.outcome?.hasPrefix("value(") == true { checked.answers += 1 }
        }
    }

    /// Ends every transition, so that every request ends, and checks each ended exactly once.
    ///
    /// - Parameter checkingCoverage: Whether to check that the run reached every kind of event; the
    ///   fixed seeds do, a fresh one may happen not to tap a tab.
    mutating func drain(checkingCoverage: Bool) {
        held?.complete()
        app.ui.finishAll()
        #expect(app.violations == [], "seed \(seed), drained")
        #expect(app.router.isRunning == false, "seed \(seed): a request still runs")
        #expect(completions.calls.count == completions.requests, "seed \(seed): a request never ended")
        #expect(completions.calls.values.allSatisfy { $0 == 1 }, "seed \(seed): a completion ran twice")
        // The mix reaches what it is for: the user's changes, guards bypassed, requests that
        // succeed and requests that fail.
        let events = app.events
        guard checkingCoverage else {
            return print("RoutyUIKitTests.RandomisedTests: seed \(seed): \(Self.tally(events))")
        }
        for kind in ["user(leave", "user(switchTo", "ended(", "success"] {
            #expect(events.contains { $0.contains(kind) }, "seed \(seed): no \(kind) event")
        }
        #expect(events.contains { $0.hasPrefix("ended(") && !$0.hasSuffix("success)") }, "seed \(seed): no failure")
        print("RoutyUIKitTests.RandomisedTests: seed \(seed): \(Self.tally(events))")
    }

    /// How many events of each kind, as `user 41, bypassed 3, succeeded 80, failed 35`.
    static func tally(_ events: [String]) -> String {
        let users = events.filter { $0.hasPrefix("user") }.count
        let bypassed = events.filter { $0.hasPrefix("bypassed") }.count
        let succeeded = events.filter { $0.hasPrefix("ended(") && $0.hasSuffix("success)") }.count
        let failed = events.filter { $0.hasPrefix("ended(") }.count - succeeded
        return "user \(users), bypassed \(bypassed), succeeded \(succeeded), failed \(failed)"
    }

    // MARK: - Actions

    enum Action: CustomStringConvertible {
        case request(NavigationRequest<Screen>)
        case finishNext, finishAll
        case swipeBack(completing: Bool), tapBack, tapTab(Int), pullDown
        /// The user starts to pull the top sheet down or, with no sheet to pull, to swipe back,
        /// and keeps the finger down.
        case hold
        /// The user lets go of what the finger drives.
        case letGo(completing: Bool)
        case toggleGuard(Int), refuseFactory(Screen?)
        /// The soak's: an ask for the alert, a link opened, the alert in front tapped (an action's
        /// title) or tapped outside.
        case ask, link(String), tapAlert(String), tapOutsideAlert

        var isGesture: Bool {
            switch self {
            case .swipeBack, .tapBack, .tapTab, .pullDown, .letGo, .tapAlert, .tapOutsideAlert: true
            default: false
            }
        }

        var description: String {
            switch self {
            case .request(let request): "request \(request)"
            case .finishNext: "finish the next transition"
            case .finishAll: "finish every transition"
            case .swipeBack(let completing): completing ? "swipe back" : "swipe back, cancelled"
            case .tapBack: "back button"
            case .tapTab(let index): "tap tab \(index)"
            case .pullDown: "pull the top sheet down"
            case .hold: "start to pull the top sheet down or swipe back, and hold"
            case .letGo(let completing): completing ? "let go, completing" : "let go, cancelling"
            case .toggleGuard(let index): "toggle the guard of view controller \(index)"
            case .refuseFactory(let type): "factory refuses \(type.map { "\($0)" } ?? "nothing")"
            case .ask: "ask for the alert"
            case .link(let link): "open \(link)"
            case .tapAlert(let title): "tap the alert's \(title)"
            case .tapOutsideAlert: "tap outside the alert"
            }
        }
    }

    private mutating func randomAction() -> Action {
        // The finger stays down for a few steps, during which requests and transitions go on.
        if held?.isRunning == true, random.chance(20) { return .letGo(completing: random.chance(60)) }
        if isSoak, random.chance(20) {
            return switch Int.random(in: 0..<100, using: &random) {
            case 0..<30: .ask
            case 30..<55:
                .link(
                    random.pick([
                        "shop://product/\(Int.random(in: 1...3, using: &random))", "shop://cart",
                        "shop://order/\(Int.random(in: 1...2, using: &random))", "shop://nowhere",
                    ]))
            case 55..<90: .tapAlert(random.pick(["Delete", "Keep"]))
            default: .tapOutsideAlert
            }
        }
        return switch Int.random(in: 0..<100, using: &random) {
        case 0..<35: .request(randomRequest())
        case 35..<50: .finishNext
        case 50..<55: .finishAll
        case 55..<63: .swipeBack(completing: random.chance(70))
        case 63..<70: .tapBack
        case 70..<80: .tapTab(Int.random(in: 0..<3, using: &random))
        case 80..<84: .pullDown
        case 84..<88: .hold
        case 88..<96: .toggleGuard(Int.random(in: 0..<64, using: &random))
        default: .refuseFactory(random.chance(70) ? nil : random.pick([.product, .cart, .checkout]))
        }
    }

    private mutating func randomRequest() -> NavigationRequest<Screen> {
        let tab = random.pick(Self.tabs)
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<30:
            let count = Int.random(in: 0...2, using: &random)
            return [.navigate(to: [tab] + (0..<count).map { _ in random.pick(Self.screens) })]
        case 30..<40: return [.navigate(to: [random.pick(Self.screens)])]
        case 40..<50: return [.navigate(to: random.chance(60) ? [.cart] : [.cart, .checkout])]
        case 50..<57: return [.navigate(to: [random.pick([Context.help, .login])])]
        case 57..<67: return [.selectTab(tab)]
        case 67..<80: return [.goBack]
        case 80..<88: return [.close(random.pick(Self.screens + [.cart, .help, .login, .checkout]))]
        case 88..<93: return [.goBack(to: random.pick(Self.tabs + Self.screens))]
        case 93..<96: return [.navigate(to: [.onboarding])]
        default: return [.navigate(to: [.app, tab])]
        }
    }

    /// Performs an action.
    ///
    /// - Returns: Whether a gesture changed what is shown.
    private mutating func perform(_ action: Action) -> Bool {
        switch action {
        case .request(let request):
            completions.requests += 1
            let id = completions.requests
            let counts = completions
            app.router.enqueue(request) { _ in counts.record(id) }
            return false
        case .finishNext:
            app.ui.finishNext()
            return false
        case .finishAll:
            app.ui.finishAll()
            return false
        case .swipeBack(let completing):
            return topNavigationController?.swipeBack(completing: completing) ?? false
        case .tapBack:
            let top = topStack?.pushed.last
            let guarded = top.map { !$0.canLeaveNode(with: $0.entry) } ?? false
            let bypassedBefore = bypassedCount
            let idle = !app.router.isRunning
            let popped = topNavigationController?.tapBack() ?? false
            if popped, guarded, idle {
                #expect(bypassedCount == bypassedBefore + 1, "seed \(seed)")
            }
            return popped
        case .tapTab(let index):
            return app.tabBarController?.tap(index) ?? false
        case .pullDown:
            return topPresented?.pullDown() ?? false
        case .hold:
            guard held?.isRunning != true else { return false }
            if let sheet = topPresented, let pull = sheet.beginPullDown() {
                held = pull
                heldElement = app.tree.activePath.lazy.compactMap { $0.routable as? AppElement }
                    .first { $0.viewController === sheet }
            } else {
                heldElement = topStack?.pushed.last
                held = topNavigationController?.beginSwipeBack()
            }
            return false
        case .letGo(let completing):
            guard let gesture = held else { return false }
            // A request may have taken the element away meanwhile (a new root): then the tree
            // has nothing left to hear.
            let isShown = heldElement?.isShown ?? false
            held = nil
            heldElement = nil
            completing ? gesture.complete() : gesture.cancel()
            return completing && isShown
        case .toggleGuard(let index):
            let controllers = app.made.controllers
            guard !controllers.isEmpty else { return false }
            let controller = controllers[index % controllers.count]
            controller.refusesLeave.toggle()
            for entry in app.tree.activePath { (entry.routable as? AppElement)?.leaveGuardDidChange() }
            return false
        case .refuseFactory(let type):
            app.made.refused = type.map { [$0] } ?? []
            return false
        case .ask:
            checked.asks += 1
            let record = AskRecord(id: checked.asks)
            asks.append(record)
            let router = app.router
            let counts = completions
            Task {
                let outcome = await router.askOutcome(.confirmDelete(record.id), returning: DeleteChoice.self)
                record.outcome = outcome
                record.endings += 1
                if record.endings > 1 { counts.extraCalls += 1 }
            }
            return false
        case .link(let link):
            completions.requests += 1
            let id = completions.requests
            let counts = completions
            app.router.enqueue(.open(link)) { _ in counts.record(id) }
            return false
        case .tapAlert(let title):
            return tapAlert { $0.tap(title) ? title : nil }
        case .tapOutsideAlert:
            return tapAlert { $0.tapOutside() ? "Keep" : nil }
        }
    }

    /// Taps the alert in front, if one is; the ask that waits on it must return the tapped value.
    ///
    /// - Returns: Whether the tap did anything.
    private mutating func tapAlert(_ tap: (FakeAlertController) -> String?) -> Bool {
        guard let alert = app.tree.activeLeaf?.entry.routable as? AppAlert, alert.isShown,
            let title = tap(alert.alertController)
        else { return false }
        let value = title == "Delete" ? DeleteChoice.delete : .keep
        if let id = alert.context.payload(as: Int.self), let record = asks.first(where: { $0.id == id }),
            alert.answerSlot.isAwaited
        {
            record.expected = "value(\(value))"
        }
        return true
    }

    /// The stack nearest the top of the active path.
    private var topStack: AppStack? {
        app.tree.activePath.reversed().lazy.compactMap { $0.routable as? AppStack }.first
    }

    private var topNavigationController: FakeNavigationController? {
        topStack?.navigationController
    }

    /// The view controller presented last, over everything else.
    private var topPresented: FakeViewController? {
        var current = app.fakeWindow.rootViewController
        var top: FakeViewController?
        while let presented = current?.presented {
            top = presented
            current = presented
        }
        return top
    }
}
