import Portus
import Routy
import RoutyHeadless
import RoutyTestSupport
import Testing

/// `ask` shows a screen and returns the value it hands back, exactly once, or why there is none.
@MainActor
@Suite struct AskTests {
    /// What happens while the `confirmDelete` alert is asked for.
    enum Interruption: String, CaseIterable, Sendable {
        case chooseDelete, chooseKeep, swipeAway, deeplink, closeRequest, interceptorRejects, factoryMakesNothing
    }

    /// The ask's outcome, printed, for each interruption.
    nonisolated static let outcomes: [Interruption: String] = [
        .chooseDelete: "value(delete)",
        .chooseKeep: "value(keep)",
        .swipeAway: "dismissed(by the user)",
        .deeplink: "dismissed(by navigation)",
        .closeRequest: "dismissed(by navigation)",
        .interceptorRejects: "failed: The guard interceptor rejected the request for [confirmDelete(7)]: read-only.",
        .factoryMakesNothing: "failed: The factory made no element for confirmDelete(7).",
    ]

    @Test(arguments: Interruption.allCases)
    func anAskEndsOnceWithWhatHappened(_ interruption: Interruption) async throws {
        let shop = try TestShop()
        try await shop.setUp([[.catalog, .product(7)]])
        switch interruption {
        case .interceptorRejects:
            shop.router.interceptors = [
                ScriptedInterceptor(
                    "guard", log: InterceptionLog(),
                    decide: ScriptedInterceptor.rejecting(.confirmDelete, reason: "read-only"))
            ]
        case .factoryMakesNothing:
            shop.refusedByFactory = [.confirmDelete]
        default:
            break
        }
        let asking = Task { await shop.router.askOutcome(.confirmDelete(7), returning: DeleteChoice.self) }
        if interruption != .interceptorRejects && interruption != .factoryMakesNothing {
            await yieldUntil("the alert is shown") { shop.alert != nil }
            #expect(shop.path == "app > catalog > product(7) > confirmDelete(7)")
            #expect(shop.router.openAskCount == 1)
        }
        let alert = shop.alert
        switch interruption {
        case .chooseDelete: #expect(alert?.choose("Delete") == true)
        case .chooseKeep: #expect(alert?.choose("Keep") == true)
        case .swipeAway: #expect(alert?.dismiss() == true)
        case .deeplink: try await shop.router.perform(.navigate(to: [.home]), source: .deeplink)
        case .closeRequest: try await shop.router.perform(.close(.confirmDelete(7)))
        case .interceptorRejects, .factoryMakesNothing: break
        }
        #expect(await asking.value == Self.outcomes[interruption])
        #expect(shop.router.openAskCount == 0)
        #expect(shop.alert == nil)
        #expect(shop.violations == [])
        // Nothing the alert does afterwards reaches anyone.
        #expect(alert?.answerSlot.answer(DeleteChoice.delete) != true)
        #expect(alert?.choose("Delete") != true)
    }

    @Test func aResultScreenLeftByAnotherRequestEndsItsAskAndDropsALateAnswer() async throws {
        let shop = try TestShop()
        let asking = Task { await shop.router.askOutcome(.picker, returning: String.self) }
        await yieldUntil("the picker is shown") { shop.path.hasSuffix("picker") }
        let picker = try #require(shop.tree.activeLeaf?.entry.routable as? PickerScreen)
        try await shop.router.perform(.navigate(to: [.profile]))
        #expect(await asking.value == "dismissed(by navigation)")
        #expect(picker.answerSlot.answer("too late") == false)
        #expect(shop.router.openAskCount == 0)
    }

    @Test func aSecondAnswerIsDroppedAndTheScreenStaysUntilClosed() async throws {
        let shop = try TestShop()
        let asking = Task { await shop.router.askOutcome(.picker, returning: String.self) }
        await yieldUntil("the picker is shown") { shop.path.hasSuffix("picker") }
        let picker = try #require(shop.tree.activeLeaf?.entry.routable as? PickerScreen)
        #expect(picker.answerSlot.isAwaited)
        #expect(picker.answerSlot.answer("home address"))
        #expect(picker.answerSlot.answer("work address") == false)
        #expect(!picker.answerSlot.isAwaited)
        #expect(await asking.value == "value(home address)")
        // Answering does not close a screen of the app's own: it closes as any screen does.
        #expect(shop.path == "app > home > picker")
        try await shop.router.perform(.close(.picker))
        #expect(shop.violations == [])
    }

    @Test func anotherAskOfTheSameScreenReplacesTheFirst() async throws {
        let shop = try TestShop()
        let first = Task { await shop.router.askOutcome(.picker, returning: String.self) }
        await yieldUntil("the picker is shown") { shop.path.hasSuffix("picker") }
        let second = Task { await shop.router.askOutcome(.picker, returning: String.self) }
        #expect(await first.value == "dismissed(replaced)")
        let picker = try #require(shop.tree.activeLeaf?.entry.routable as? PickerScreen)
        await yieldUntil("the second ask waits") { picker.answerSlot.isAwaited }
        #expect(picker.answerSlot.answer("office"))
        #expect(await second.value == "value(office)")
        #expect(shop.router.openAskCount == 0)
    }

    @Test func aRedirectedAskEndsAtOnceAndLeavesTheRequestPending() async throws {
        let shop = try TestShop()
        shop.router.interceptors = [
            ScriptedInterceptor(
                "signIn", log: InterceptionLog(),
                decide: ScriptedInterceptor.redirecting(.confirmDelete, to: [.login], keepingOriginal: true))
        ]
        let answer = try await shop.router.ask(.confirmDelete(3), returning: DeleteChoice.self)
        #expect(answer == .dismissed(.redirected(by: ["signIn"])))
        #expect(shop.path == "app > home > login")
        #expect(shop.router.pendingRequest == [.navigate(to: [.confirmDelete(3)])])
        #expect(shop.router.openAskCount == 0)
        // Resumed after the sign-in, the alert is shown; nobody waits for its choice.
        shop.router.interceptors = []
        try await shop.router.perform(.close(.login))
        try await shop.router.perform(.resumePending)
        #expect(shop.alert?.answerSlot.isAwaited == false)
        #expect(shop.alert?.choose("Keep") == true)
        #expect(shop.violations == [])
    }

    @Test func anElementThatCannotAnswerWithTheTypeFailsTheAsk() async throws {
        let shop = try TestShop()
        // The alert answers with a DeleteChoice, not an Int: the request ran, the ask fails at once.
        #expect(
            await shop.router.askOutcome(.confirmDelete(1), returning: Int.self)
                == "failed: \(NavigationError<Screen>.cannotAnswer(.confirmDelete(1), expected: "Int"))")
        #expect(shop.router.openAskCount == 0)
        // A screen that does not answer at all.
        #expect(
            await shop.router.askOutcome(.cart, returning: Int.self)
                == "failed: \(NavigationError<Screen>.cannotAnswer(.cart, expected: "Int"))")
        // A screen that answers any type, with a value of another.
        let asking = Task { await shop.router.askOutcome(.picker, returning: Int.self) }
        await yieldUntil("the picker is shown") { shop.path.hasSuffix("picker") }
        let picker = try #require(shop.tree.activeLeaf?.entry.routable as? PickerScreen)
        await yieldUntil("the ask waits") { picker.answerSlot.isAwaited }
        #expect(picker.answerSlot.answer("not a number") == false)
        #expect(await asking.value == "failed: \(NavigationError<Screen>.cannotAnswer(.picker, expected: "Int"))")
        #expect(shop.router.openAskCount == 0)
    }

    @Test func aRouterThatNeverAsksDoesNotObserveForAsks() async throws {
        let shop = try TestShop()
        try await shop.router.perform(.navigate(to: [.catalog, .product(1)]))
        #expect(shop.router.openAskCount == 0)
        let asking = Task { await shop.router.askOutcome(.confirmDelete(1), returning: DeleteChoice.self) }
        await yieldUntil("the alert is shown") { shop.alert != nil }
        #expect(shop.router.openAskCount == 1)
        shop.alert?.choose("Delete")
        #expect(await asking.value == "value(delete)")
        #expect(shop.router.openAskCount == 0)
    }
}
