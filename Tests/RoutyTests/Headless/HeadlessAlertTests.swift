import Portus
import Routy
import RoutyHeadless
import RoutyTestSupport
import Testing

/// The headless alert is a modal leaf: a test taps its actions or dismisses it, as a user would.
@MainActor
@Suite struct HeadlessAlertTests {
    @Test func theAlertPrintsWhatItShows() {
        #expect(
            TestShop.deleteAlert.description
                == #"actionSheet "Delete this item?": [Delete (destructive), Keep (cancel)]"#)
        #expect(TestShop.deleteAlert.cancelAction?.value == .keep)
        #expect(TestShop.deleteAlert.action(titled: "Maybe") == nil)
    }

    @Test func anAlertShownWithoutAnAskGoesAwayWhenTapped() async throws {
        let shop = try TestShop()
        let recorder = Recorder()
        recorder.observe(shop.router)
        try await shop.router.perform(.navigate(to: [.catalog, .confirmDelete(2)]))
        let alert = try #require(shop.alert)
        #expect(!alert.answerSlot.isAwaited)
        #expect(alert.choose("Maybe") == false)
        #expect(shop.path == "app > catalog > confirmDelete(2)")
        #expect(alert.choose("Delete"))
        #expect(shop.path == "app > catalog")
        #expect(recorder.events.last == "user(leave(confirmDelete(2)))")
        #expect(alert.dismiss() == false)
        #expect(shop.violations == [])
    }

    /// A value the user chose is never lost (issue 30, point 4): the tap and a request that takes
    /// the alert away come in the same turn, the tap first, and the ask still returns the value.
    @Test func aTapInTheSameTurnAsARequestThatTakesTheAlertAwayKeepsTheValue() async throws {
        let shop = try TestShop()
        try await shop.router.perform(.navigate(to: [.catalog]))
        let router = shop.router
        let asking = Task { await router.askOutcome(.confirmDelete(1), returning: DeleteChoice.self) }
        await yieldUntil("the alert is shown") { shop.alert != nil }
        let alert = try #require(shop.alert)
        var results: [String] = []
        #expect(alert.choose("Keep"))
        router.enqueue(.navigate(to: [.home])) { results.append($0.summary) }
        #expect(await asking.value == "value(keep)")
        await yieldUntil("the request ends") { !results.isEmpty }
        #expect(results == ["switchTo(home)"])
        #expect(shop.violations == [])
    }

    @Test func anAlertPresentsNothing() async throws {
        let shop = try TestShop()
        try await shop.router.perform(.navigate(to: [.confirmDelete(1)]))
        #expect(shop.alert?.canPresent(.modal) == false)
        #expect(shop.alert?.canPresent(.push) == false)
        // The cart cannot go over the alert: the request fails and leaves the alert as it was.
        await #expect(throws: NavigationFailure<Screen>.self) {
            try await shop.router.perform(.navigate(to: [.confirmDelete(1), .cart]))
        }
        #expect(shop.path == "app > home > confirmDelete(1)")
        #expect(shop.violations == [])
    }
}
