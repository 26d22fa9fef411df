import Foundation
import Portus
import Routy
import RoutySwiftUI
import RoutyTestSupport
import SeededRandom
import Testing

/// Requests, links, asks and the user's gestures mixed at random — the soak of the SwiftUI kit:
/// after every step the tree is what the models show, each container has exactly one active
/// child, every completion ran exactly once, each ask ended once, and each tree change a gesture
/// made was reported once as the user's. A gesture is a binding's write, or the writes of one
/// transaction (a sheet pulled down, a path pushed, a tab tapped, an alert's button and its
/// binding, the customization of the bar) delivered in an order chosen from the seed. The user
/// hides and shows tabs (the customization SwiftUI writes), the bar is redrawn in the other width
/// (the selection written again from a collapsed or expanded sidebar), and requests go to hidden
/// tabs, which the router shows again.
///
/// The seed is printed; replay a run with `ROUTY_SWIFTUI_SEED=<seed> swift test --filter RandomisedMixTests`,
/// and run a long one with `ROUTY_SWIFTUI_SOAK_STEPS=100000`.
@MainActor
@Suite struct RandomisedMixTests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func requestsAndGesturesKeepTheTreeAndTheModelsTogether() async throws {
        let seed = SeededGenerator.seed(from: "ROUTY_SWIFTUI_SEED")
        print("RandomisedMixTests seed: \(seed) (replay: ROUTY_SWIFTUI_SEED=\(seed))")
        let steps = ProcessInfo.processInfo.environment["ROUTY_SWIFTUI_SOAK_STEPS"].flatMap { Int($0) } ?? 600
        let mix = try Mix(seed: seed)
        for step in 0..<steps {
            await mix.step()
            await mix.settleAsks()
            let problems = mix.problems()
            guard problems.isEmpty else {
                let lastSteps = mix.log.suffix(8).joined(separator: "\n")
                Issue.record("seed \(seed), step \(step): \(problems)\nlast steps:\n\(lastSteps)")
                return
            }
        }
        print(
            "RandomisedMixTests seed \(seed): \(steps) steps passed; \(mix.completedRequests) requests, "
                + "\(mix.gestures) gestures (\(mix.transactions) transactions), \(mix.askCount) asks "
                + "(\(mix.answeredAsks) answered)")
        #expect(mix.completedRequests > steps / 6, "seed \(seed): too few requests ran to prove anything")
        #expect(mix.gestures > steps / 6, "seed \(seed): too few gestures ran to prove anything")
        #expect(mix.transactions > steps / 60, "seed \(seed): too few transactions ran to prove anything")
        #expect(mix.answeredAsks > steps / 200, "seed \(seed): too few asks were answered to prove anything")
    }
}

/// One randomised run over the SwiftUI shop.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
final class Mix {
    let shop: SwiftUIShop
    var random: SeededGenerator
    private let gate = InterceptorGate()
    private let recorder = Recorder()
    private let treeChanges: TreeChanges
    /// The requests made, by label, with how often each one's completion ran and its last result:
    /// kept here, not searched in the recorder, so that a long run stays linear.
    private var labels: [String] = []
    private var endings: [String: (count: Int, result: NavigationResult<Screen>)] = [:]
    /// The labels checked to have ended once.
    private var labelsChecked = 0
    private(set) var completedRequests = 0
    /// What each step did, for the failure message.
    var log: [String] = []
    /// Problems found while a step ran (a gesture reported wrongly).
    var found: [String] = []
    private(set) var gestures = 0
    /// The transactions among the gestures.
    var transactions = 0
    /// The asks that have not ended, in order.
    var asks: [AskRecord] = []
    /// The asks made, and those answered with a value.
    var askCount = 0
    var answeredAsks = 0
    /// The requests that ended, asks' included.
    var requestsEnded = 0

    init(seed: UInt64) throws {
        shop = try SwiftUIShop()
        random = SeededGenerator(seed: seed)
        shop.router.interceptors = [GateInterceptor(gate: gate)]
        recorder.observe(shop.router)
        treeChanges = TreeChanges(shop.tree)
        shop.router.addObserver { [weak self] event in
            if case .requestEnded = event { self?.requestsEnded += 1 }
        }
    }

    /// One step: a request, a request held at its gate while the user acts, a request during
    /// which the user acts between two instructions, or a gesture.
    func step() async {
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<40:
            await run(randomRequest())
        case 40..<50:
            await runHeld(randomRequest())
        case 50..<56:
            await runInterrupted(randomRequest())
        case 56..<62:
            await ask()
        default:
            gesture(checked: true)
        }
    }

    /// What breaks the invariants now; empty when they hold.
    func problems() -> [String] {
        var problems = found + shop.violations
        if shop.shown != shop.path {
            problems.append("the models show [\(shop.shown)] but the tree says [\(shop.path)]")
        }
        // Each step waits for its requests to end: every label so far has ended, and each
        // completion that ran twice was noted as it ran.
        for label in labels.dropFirst(labelsChecked) where endings[label] == nil {
            problems.append("the completion of \(label) never ran")
        }
        labelsChecked = labels.count
        return problems
    }

    // MARK: - Requests

    private func run(_ request: NavigationRequest<Screen>) async {
        let changesBefore = treeChanges.changes.count
        let navigationsBefore = treeChanges.navigations
        let eventsBefore = recorder.events.count
        let label = enqueue(request)
        await yieldUntil("\(label) ends") { endings[label] != nil }
        checkToldOncePerInstruction(label, since: changesBefore, navigationsBefore, eventsBefore)
    }

    /// Checks that the tree heard of each instruction the request executed once, and of nothing
    /// else but the user's changes the router reported as theirs meanwhile (a binding a gesture
    /// wrote while the request waited may reach the tree while it runs). A rearrangement of a tab
    /// bar is no navigation: a switch to a hidden tab also rearranges its bar.
    private func checkToldOncePerInstruction(
        _ label: String, since changesBefore: Int, _ navigationsBefore: Int, _ eventsBefore: Int
    ) {
        let instructions: [NavigationInstruction<Screen>]
        switch endings[label]?.result {
        case .success(let report): instructions = report.instructions
        case .failure(let failure): instructions = failure.report.instructions
        case nil: return
        }
        let changes = Array(treeChanges.changes.dropFirst(changesBefore))
        let userChanges = recorder.events.dropFirst(eventsBefore).filter { $0.hasPrefix("user(") }.count
        if treeChanges.navigations - navigationsBefore != instructions.count + userChanges {
            found.append("\(label) executed \(instructions) but the tree heard \(changes)")
        }
    }

    /// The request waits at its gate, as at a sign-in wall, while the user acts.
    private func runHeld(_ request: NavigationRequest<Screen>) async {
        gate.isClosed = true
        let label = enqueue(request)
        await yieldUntil("\(label) waits at the gate") { gate.waitingCount == 1 }
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            gesture(checked: true)
            found += shop.violations.map { "while \(label) waited: \($0)" }
        }
        let changesBefore = treeChanges.changes.count
        let navigationsBefore = treeChanges.navigations
        let eventsBefore = recorder.events.count
        gate.open()
        await yieldUntil("\(label) ends") { endings[label] != nil }
        checkToldOncePerInstruction(label, since: changesBefore, navigationsBefore, eventsBefore)
    }

    /// The user acts right after the request's first leave or switch, as between two animated
    /// transitions. (Not after an enter: the router does not check the presenter of its next new
    /// element; see GestureDuringRequestTests.)
    private func runInterrupted(_ request: NavigationRequest<Screen>) async {
        var interrupted = false
        let observer = shop.router.addObserver { [weak self] event in
            guard let self, !interrupted, case .instructionExecuted(_, let instruction) = event else { return }
            switch instruction {
            case .leave, .switchTo:
                // The router counts tree changes made while it executes as its own, so the user's
                // events are not checked here.
                interrupted = true
                gesture(checked: false)
            case .enter, .update:
                return
            }
        }
        let label = enqueue(request)
        await yieldUntil("\(label) ends") { endings[label] != nil }
        shop.router.removeObserver(observer)
    }

    private func enqueue(_ request: NavigationRequest<Screen>) -> String {
        let label = "#\(labels.count) \(request)"
        labels.append(label)
        log.append("request \(label)")
        shop.router.enqueue(request) { [weak self] result in
            guard let self else { return }
            let count = (endings[label]?.count ?? 0) + 1
            if count > 1 { found.append("the completion of \(label) ran \(count) times") }
            endings[label] = (count, result)
            completedRequests += 1
        }
        return label
    }

    private func randomRequest() -> NavigationRequest<Screen> {
        let shown = ModelPicture.shownChain(of: shop.tabs)
        switch Int.random(in: 0..<12, using: &random) {
        case 0, 1: return [.navigate(to: [random.pick([.home, .catalog])] + pushables(0...3))]
        case 2, 3: return [.navigate(to: pushables(1...2))]
        case 4: return [.navigate(to: [random.pick([.cart, .login, .checkout])])]
        case 5: return [.navigate(to: [.checkout] + pushables(0...1) + (random.chance(50) ? [.login] : []))]
        case 6: return [.selectTab(random.pick([.home, .catalog, .profile, .product(1)]))]
        case 7: return [.goBack]
        case 8: return [.goBack(to: random.pick(shown))]
        case 9: return [.close(random.pick(shown))]
        case 10: return [.navigate(to: [.profile, random.pick([.cart, .login])])]
        default: return [.navigate(to: [random.pick([.cart, .checkout]), .login])]
        }
    }

    private func pushables(_ count: ClosedRange<Int>) -> [Context] {
        (0..<Int.random(in: count, using: &random)).map { _ in pushable() }
    }

    func pushable() -> Context {
        random.pick([
            .article(Int.random(in: 1...3, using: &random)), .category(random.pick(["shoes", "hats"])),
            .product(Int.random(in: 1...3, using: &random)), .editor, .address,
        ])
    }

    // MARK: - Gestures

    /// One gesture, as SwiftUI sets the bindings, or the app's own change to them.
    ///
    /// - Parameters:
    ///   - checked: Whether to check that each tree change it made was reported once as the
    ///     user's, with the guard bypassed when the element taken away refused.
    ///   - alert: Whether the gesture is on the alert in front.
    func gesture(checked: Bool, alert: Bool = false) {
        gestures += 1
        let changesBefore = treeChanges.navigations
        let eventsBefore = recorder.events.count
        let name = alert ? alertGesture() : performGesture()
        log.append("gesture \(name)")
        guard checked else { return }
        let changes = treeChanges.navigations - changesBefore
        let userEvents = recorder.events.dropFirst(eventsBefore).filter { $0.hasPrefix("user(") }
        if userEvents.count != changes {
            found.append("\(name) made \(changes) tree change(s) but the router reported \(Array(userEvents))")
        }
    }

    private func performGesture() -> String {
        let stack = shop.frontStack
        let modal = shop.frontModal
        switch Int.random(in: 0..<19, using: &random) {
        case 0, 1, 2:
            guard let stack, !stack.path.isEmpty else { return "swipe back (nothing to go back to)" }
            stack.path.removeLast()
            return "swipe back on \(stack.context)"
        case 3:
            guard let stack else { return "pop to root (no stack in front)" }
            stack.path = Array(stack.path.prefix(Int.random(in: 0...1, using: &random)))
            return "pop towards the root of \(stack.context)"
        case 4, 5:
            guard let tabs = shop.frontTabs else { return "tab tap (the tab bar is covered)" }
            let tab = random.pick(tabs.tabs).context
            tabs.selection = tab
            return "tap \(tab)"
        case 6, 7:
            guard let modal, !modal.isDismissDisabled else { return "pull down (nothing can be pulled down)" }
            modal.sheet = nil
            modal.fullScreenCover = nil
            return "pull down \(modal.presented.map(\.description) ?? "the modal")"
        case 8:
            guard let modal else { return "dismiss() (nothing presented)" }
            modal.presented = nil
            return "dismiss() past any guard"
        case 9:
            guard let stack else { return "NavigationLink (no stack in front)" }
            let context = pushable()
            stack.path.append(context)
            return "NavigationLink to \(context) on \(stack.context)"
        case 10:
            let element = random.pick(guardable())
            let name = "toggle the guard of \(element.context)"
            switch element {
            case let screen as SwiftUIScreen<Screen>: screen.refusesLeave.toggle()
            case let stack as SwiftUIStack<Screen>: stack.refusesLeave.toggle()
            default: break
            }
            return name
        case 11:
            let tab = random.pick([Context.product(1), .cart, .home, .catalog, .profile])
            shop.tabs.selection = tab
            return "the app selects \(tab)"
        case 12:
            let context = random.pick([Context.cart, .login, .checkout])
            (modal ?? shop.tabs.modal).presented = context
            return "the app presents \(context) through a binding"
        case 14, 15:
            return transaction()
        case 16:
            return alertGesture()
        case 17:
            return customizationGesture()
        case 18:
            return redrawGesture()
        default:
            let hidden = random.pick([shop.home, shop.catalog])
            hidden.path = random.chance(50) ? [] : hidden.path + [pushable()]
            return "the app sets the path of \(hidden.context)"
        }
    }

    /// The elements whose leave guard a gesture may toggle: what is in front.
    private func guardable() -> [any SwiftUIElement<Screen>] {
        var elements: [any SwiftUIElement<Screen>] = shop.frontStack?.screens ?? []
        if let element = shop.frontModal?.element { elements.append(element) }
        return elements.isEmpty ? [shop.profile] : elements
    }
}
