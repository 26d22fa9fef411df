import Portus
import Routy
import RoutyTestSupport
import RoutyUIKit
import Testing

/// What the `confirmDelete` action sheet hands back.
enum DeleteChoice: String, Sendable, Equatable {
    case delete, keep
}

typealias AppAlert = UIKitAlert<Screen, FakePlatform, DeleteChoice>

extension NavigationContext where ContextType == Screen {
    static func confirmDelete(_ id: Int) -> Self { Self(.confirmDelete, payload: id) }
}

extension TestApp {
    /// Delete (destructive) or Keep (cancel), as an action sheet.
    static let deleteAlert = NavigationAlert(
        "Delete this item?", style: .actionSheet,
        actions: [
            NavigationAlertAction("Delete", role: .destructive, value: DeleteChoice.delete),
            NavigationAlertAction("Keep", role: .cancel, value: DeleteChoice.keep),
        ])

    /// Registers `confirmDelete` as a UIKit alert, in a registry chained before the app's factory;
    /// `onPad`, as on an iPad, where UIKit shows the action sheet as a popover.
    func registerAlerts(onPad: Bool = false) {
        var alerts = NavigationElementRegistry<Screen>()
        alerts.register(.confirmDelete, presentation: .modal) { context in
            let alert = AppAlert(context, alert: Self.deleteAlert)
            alert.alertController.isOnPad = onPad
            return alert
        }
        router.factory = NavigationElementFactoryChain([alerts, factory])
    }

    /// The alert element on top, if any.
    var alert: AppAlert? { tree.activeLeaf?.entry.routable as? AppAlert }

    /// Lets the router and UIKit run: finishes every transition until no request runs.
    func settle() async {
        var turns = 0
        while (router.isRunning || router.pendingCount > 0 || ui.isAnimating) && turns < 1_000 {
            ui.finishAll()
            await Task.yield()
            turns += 1
        }
    }

    /// Asks for the `confirmDelete(id)` alert from a task, and waits until it is shown.
    func askToDelete(_ id: Int) async -> Task<String, Never> {
        let router = self.router
        let task = Task { await router.askOutcome(.confirmDelete(id), returning: DeleteChoice.self) }
        await yieldUntil("the alert is asked for") { router.isRunning || alert != nil }
        await settle()
        return task
    }
}

@MainActor
@Suite struct AlertTests {
    @Test func aTappedActionHandsItsValueBackOnceTheAlertIsGone() async throws {
        let app = try TestApp()
        app.registerAlerts()
        try app.setUp([[.catalog, .product(1)]])
        let asking = await app.askToDelete(1)
        let alert = try #require(app.alert)
        #expect(app.path == "app > catalog > product(1) > confirmDelete(1)")
        #expect(app.shown == "app > catalog > product(1) > alert(Delete this item?)")
        #expect(alert.alertController.actions.map(\.role) == [.destructive, .cancel])
        #expect(alert.canPresent(.modal) == false)

        let controller = alert.alertController
        #expect(controller.tap("Delete"))
        // While UIKit dismisses it, the alert is still in the tree, and a second tap does nothing.
        #expect(controller.tap("Keep") == false)
        app.ui.finishAll()
        #expect(await asking.value == "value(delete)")
        #expect(app.path == "app > catalog > product(1)")
        #expect(app.shown == app.path)
        #expect(app.userEvents == ["user(leave(confirmDelete(1)))"])
        #expect(app.router.openAskCount == 0)
    }

    @Test func tappingOutsideAnActionSheetTakesItsCancelAction() async throws {
        let app = try TestApp()
        app.registerAlerts()
        let asking = await app.askToDelete(2)
        let controller = try #require(app.alert?.alertController)
        // An alert cannot be pulled down as a sheet can.
        #expect(controller.pullDown() == false)
        #expect(controller.tapOutside())
        app.ui.finishAll()
        #expect(await asking.value == "value(keep)")
        #expect(app.shown == app.path)
    }

    @Test func anActionSheetOnAnIPadPointsAtThePresenter() async throws {
        let app = try TestApp()
        app.registerAlerts(onPad: true)
        try app.setUp([[.catalog, .product(1)]])
        let asking = await app.askToDelete(5)
        let controller = try #require(app.alert?.alertController)
        #expect(controller.modalPresentationStyle == .popover)
        #expect(controller.popoverSource?.label == "product(1)")
        #expect(controller.tapOutside())
        app.ui.finishAll()
        #expect(await asking.value == "value(keep)")
        #expect(app.shown == app.path)
    }

    @Test func aDeeplinkTakesTheAlertAwayWithNoValue() async throws {
        let app = try TestApp()
        app.registerAlerts()
        let asking = await app.askToDelete(3)
        let controller = try #require(app.alert?.alertController)
        let result = app.run(NavigationRequest([.navigate(to: [.profile])], source: .deeplink))
        #expect((try? result?.get())?.description == "leave(confirmDelete(3)), switchTo(profile)")
        #expect(await asking.value == "dismissed(by navigation)")
        // Dismissed in code: no handler ran, and a late tap does nothing.
        #expect(controller.tap("Delete") == false)
        #expect(app.path == "app > profile")
        #expect(app.shown == app.path)
    }

    @Test func aRequestDuringTheTappedAlertsDismissalWaitsForItAndTheValueWins() async throws {
        let app = try TestApp()
        app.registerAlerts()
        let asking = await app.askToDelete(4)
        let controller = try #require(app.alert?.alertController)
        #expect(controller.tap("Delete"))
        // A deeplink arrives while UIKit dismisses the alert: UIKit would ignore a dismissal now,
        // so the router waits for the transition, then finds the alert gone.
        var result: NavigationResult<Screen>?
        app.router.enqueue(.navigate(to: [.profile]), source: .deeplink) { result = $0 }
        #expect(result == nil)
        await app.settle()
        #expect(await asking.value == "value(delete)")
        // The leave it planned is the one UIKit made: it succeeds once the alert is gone.
        #expect((try? result?.get())?.description == "leave(confirmDelete(4)), switchTo(profile)")
        #expect(app.path == "app > profile")
        #expect(app.shown == app.path)
        #expect(app.router.openAskCount == 0)
    }
}
