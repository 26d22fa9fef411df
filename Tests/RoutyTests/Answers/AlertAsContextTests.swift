import Portus
import Routy
import RoutyHeadless
import RoutyTestSupport
import Testing

/// An alert is a context like any other: a link opens it, a snapshot names it, and an ask picks up
/// the one a link showed.
@MainActor
@Suite struct AlertAsContextTests {
    @Test func aLinkOpensTheAlertAndAnAskWaitsOnTheOneShown() async throws {
        let shop = try TestShop()
        var table = DeeplinkTable<Screen>()
        table.register("shop://items/:id/delete") { parameters throws(DeeplinkError) in
            [.confirmDelete(try parameters.value("id", as: Int.self))]
        }
        shop.router.deeplinks = table
        try await shop.router.perform(.open("shop://items/5/delete"))
        let alert = try #require(shop.alert)
        #expect(shop.path == "app > home > confirmDelete(5)")
        #expect(shop.router.snapshot().description.contains("confirmDelete(5)"))

        // Asked for while shown: the request reuses the alert, and the ask waits on it.
        let asking = Task { await shop.router.askOutcome(.confirmDelete(5), returning: DeleteChoice.self) }
        await yieldUntil("the ask waits") { alert.answerSlot.isAwaited }
        #expect(shop.alert === alert)
        #expect(alert.choose("Keep"))
        #expect(await asking.value == "value(keep)")
        #expect(shop.violations == [])
    }
}
