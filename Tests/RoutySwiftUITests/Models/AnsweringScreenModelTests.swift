import Portus
import Routy
import RoutySwiftUI
import RoutyTestSupport
import Testing

/// A screen of the app hands a value back through the answer slot its maker gave it.
@MainActor
@Suite struct AnsweringScreenModelTests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func aPushedFormAnswersOrIsSwipedBack() async throws {
        let shop = try SwiftUIShop()
        try await shop.setUp([[.catalog]])
        let router = shop.router
        let first = Task { await router.askOutcome(.address, returning: String.self) }
        await yieldUntil("the form is shown") { shop.catalog.path == [.address] }
        let form = try #require(shop.tree.activeLeaf?.entry.routable as? SwiftUIScreen<Screen>)
        await yieldUntil("the ask waits") { form.answerSlot.isAwaited }
        #expect(form.answerSlot.answer("Lyon"))
        #expect(await first.value == "value(Lyon)")

        let second = Task { await router.askOutcome(.address, returning: String.self) }
        await yieldUntil("the ask waits again") { form.answerSlot.isAwaited }
        shop.catalog.path = []  // the user swipes back
        #expect(await second.value == "dismissed(by the user)")
        #expect(shop.violations == [])
        // A screen given no slot answers nothing.
        #expect(
            await router.askOutcome(.editor, returning: String.self)
                == "failed: \(NavigationError<Screen>.cannotAnswer(.editor, expected: "String"))")
    }
}
