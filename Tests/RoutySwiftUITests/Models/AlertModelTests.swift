import Portus
import Routy
import RoutySwiftUI
import RoutyTestSupport
import Testing

/// The alert model: what `.alert` and `.confirmationDialog` bind to, and what SwiftUI sets on the
/// bindings when the user taps a button or dismisses a dialog.
@MainActor
@Suite struct AlertModelTests {
    /// Asks for `confirmDelete(id)` from a task, and waits until the alert is shown.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    static func askToDelete(_ shop: SwiftUIShop, _ id: Int) async -> Task<String, Never> {
        let router = shop.router
        let task = Task { await router.askOutcome(.confirmDelete(id), returning: DeleteChoice.self) }
        await yieldUntil("the alert is shown") { shop.path.hasSuffix("confirmDelete(\(id))") }
        return task
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func aTappedButtonHandsItsValueBackAndTheBindingThenChangesNothing() async throws {
        let shop = try SwiftUIShop()
        try await shop.setUp([[.catalog, .product(1)]])
        let asking = await Self.askToDelete(shop, 1)
        let modal = shop.tabs.modal
        let alert = try #require(modal.alert)
        #expect(modal.isAlertPresented)
        #expect(!modal.isConfirmationDialogPresented)
        // Not a sheet: the sheet bindings stay nil.
        #expect(modal.presented == nil && modal.sheet == nil && modal.fullScreenCover == nil)
        #expect(
            alert.buttons.description
                == #"alert "Delete this item?" (It cannot be undone.): [Delete (destructive), Keep (cancel)]"#)
        #expect(alert.buttons.actions.map(\.value) == [0, 1])
        #expect(shop.frontElement.canPresent(.modal) == false)

        let changes = TreeChanges(shop.tree)
        #expect(alert.choose(buttonAt: 0))
        modal.isAlertPresented = false  // SwiftUI dismisses after the button's action
        #expect(await asking.value == "value(delete)")
        #expect(changes.changes == ["left(confirmDelete(1))"])
        #expect(!modal.isAlertPresented)
        #expect(alert.choose(buttonAt: 1) == false)
        #expect(shop.path == "app > catalog > product(1)")
        #expect(shop.violations == [])
    }

    /// SwiftUI documents no order between a button's action and its binding's write: written
    /// first, the binding takes the alert away, and the action that follows still hands its value
    /// to the ask (issue 30, point 4).
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test(arguments: [NavigationAlertStyle.alert, .actionSheet])
    func theBindingWrittenBeforeTheButtonsActionKeepsTheValue(style: NavigationAlertStyle) async throws {
        let shop = try SwiftUIShop()
        shop.alertStyle = style
        try await shop.setUp([[.catalog, .product(1)]])
        let asking = await Self.askToDelete(shop, 1)
        let modal = shop.tabs.modal
        let alert = try #require(modal.alert)
        if style == .alert { modal.isAlertPresented = false } else { modal.isConfirmationDialogPresented = false }
        #expect(shop.path == "app > catalog > product(1)")
        #expect(alert.choose(buttonAt: 1))
        #expect(await asking.value == "value(keep)")
        #expect(shop.violations == [])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func aConfirmationDialogDismissedWithNoButtonEndsTheAskAsTheUsers() async throws {
        let shop = try SwiftUIShop()
        shop.alertStyle = .actionSheet
        let recorder = Recorder()
        recorder.observe(shop.router)
        let asking = await Self.askToDelete(shop, 2)
        let modal = shop.tabs.modal
        #expect(modal.isConfirmationDialogPresented)
        #expect(!modal.isAlertPresented)
        modal.isAlertPresented = false  // the other binding: nothing happens
        #expect(modal.isConfirmationDialogPresented)
        modal.isConfirmationDialogPresented = false  // tapped outside the dialog
        #expect(await asking.value == "dismissed(by the user)")
        #expect(recorder.events.last == "user(leave(confirmDelete(2)))")
        #expect(modal.alert == nil)
        #expect(shop.violations == [])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func aDeeplinkTakesTheAlertAwayAndTheBindingFollows() async throws {
        let shop = try SwiftUIShop()
        let asking = await Self.askToDelete(shop, 3)
        let modal = shop.tabs.modal
        let counter = ChangeCounter { _ = modal.isAlertPresented }
        try await shop.router.perform(.navigate(to: [.catalog]), source: .deeplink)
        #expect(await asking.value == "dismissed(by navigation)")
        #expect(counter.count == 1)
        #expect(!modal.isAlertPresented)
        #expect(shop.path == "app > catalog")
        #expect(shop.violations == [])
    }
}
