import Portus
import Routy
import RoutyTestSupport
import RoutyUIKit
import Testing

/// A view controller of the app hands a value back through its answer slot: a picker in a sheet.
@MainActor
@Suite struct AnsweringScreenTests {
    /// Asks for `help` (a plain sheet) from a task, and waits until it is shown and waits.
    static func askForHelp(_ app: TestApp) async -> Task<String, Never> {
        let router = app.router
        let task = Task { await router.askOutcome(.help, returning: String.self) }
        await yieldUntil("the sheet is asked for") { router.isRunning || app.controller(.help) != nil }
        await app.settle()
        return task
    }

    @Test func thePickersValueComesBack() async throws {
        let app = try TestApp()
        app.made.answering = [.help]
        let asking = await Self.askForHelp(app)
        let slot = try #require(app.controller(.help)?.answerSlot)
        #expect(slot.isAwaited)
        #expect(slot.answer("Lyon"))
        #expect(await asking.value == "value(Lyon)")
        // The sheet stays until the app closes it.
        #expect(app.path == "app > home > help")
    }

    @Test func aPickerPulledDownEndsTheAskAsTheUsers() async throws {
        let app = try TestApp()
        app.made.answering = [.help]
        let asking = await Self.askForHelp(app)
        let controller = try #require(app.controller(.help))
        #expect(controller.pullDown())
        #expect(await asking.value == "dismissed(by the user)")
        #expect(controller.answerSlot?.answer("late") == false)
        #expect(app.path == "app > home")
        #expect(app.shown == app.path)
    }

    @Test func aViewControllerWithNoSlotCannotBeAsked() async throws {
        let app = try TestApp()
        let asking = await Self.askForHelp(app)
        #expect(await asking.value == "failed: \(NavigationError<Screen>.cannotAnswer(.help, expected: "String"))")
        #expect(app.router.openAskCount == 0)
    }
}
