import Routy
import RoutyUIKit

/// `UIAlertAction`: a title, a style and the handler UIKit runs when the user taps it.
@MainActor
final class FakeAlertAction {
    let title: String?
    let role: NavigationAlertRole
    let handler: (FakeAlertAction) -> Void

    init(title: String?, role: NavigationAlertRole, handler: @escaping (FakeAlertAction) -> Void) {
        self.title = title
        self.role = role
        self.handler = handler
    }
}

/// `UIAlertController`, as UIKit runs it where the adapter looks: a tapped action dismisses the
/// alert — animated, with a transition coordinator, so that UIKit ignores a dismissal asked
/// meanwhile — then runs the action's handler; a dismissal made in code runs no handler; the user
/// cannot pull an alert down; tapping outside an action sheet (a popover on iPad) runs its cancel
/// action, and does nothing to an alert.
@MainActor
final class FakeAlertController: FakeViewController, PlatformAlertController {
    let style: NavigationAlertStyle
    private(set) var actions: [FakeAlertAction] = []
    /// Whether it runs on an iPad, where UIKit presents an action sheet as a popover, which must
    /// be anchored (a `sourceView`) before it is presented.
    var isOnPad = false

    /// `UIAlertController`'s: `.popover` for an action sheet on an iPad.
    override var modalPresentationStyle: FakeModalStyle {
        get { style == .actionSheet && isOnPad ? .popover : super.modalPresentationStyle }
        set { super.modalPresentationStyle = newValue }
    }

    init(title: String?, style: NavigationAlertStyle, ui: FakeUI?) {
        self.style = style
        super.init(label: "alert(\(title ?? ""))", ui: ui)
    }

    func addAction(_ action: FakeAlertAction) {
        actions.append(action)
    }

    /// An alert is not a sheet: the user cannot pull it down.
    override func beginPullDown() -> FakeInteraction? { nil }

    /// The user taps the action titled `title`: UIKit dismisses the alert, then runs the handler.
    ///
    /// - Returns: Whether the tap did anything: the alert is presented, still, and has the action.
    @discardableResult
    func tap(_ title: String) -> Bool {
        guard let action = actions.first(where: { $0.title == title }), let presenter = presentingViewController,
            presenter.presented === self, !isBeingPresentedOrDismissed, let ui
        else { return false }
        let coordinator = FakeTransitionCoordinator()
        isBeingPresentedOrDismissed = true
        ownCoordinator = coordinator
        let name = "dismiss \(label) for \(title)"
        ui.begin(name) { [self] in
            isBeingPresentedOrDismissed = false
            ownCoordinator = nil
            presenter.removePresentedChain()
            ui.end(
                name,
                [
                    ("the action's handler: when the user chooses it", { action.handler(action) }),
                    ("the coordinator's completion: against the handler, left open", { coordinator.end() }),
                ])
        }
        return true
    }

    /// The user taps outside: an action sheet's popover goes, running the cancel action; an alert
    /// stays.
    ///
    /// - Returns: Whether the tap did anything.
    @discardableResult
    func tapOutside() -> Bool {
        guard style == .actionSheet, let cancel = actions.first(where: { $0.role == .cancel }), let title = cancel.title
        else { return false }
        return tap(title)
    }
}

extension FakePlatform: AlertAdapterPlatform {
    typealias AlertController = FakeAlertController

    static func viewController(of alertController: FakeAlertController) -> FakeViewController {
        alertController
    }

    static func makeAlertController(title: String?, message: String?, style: NavigationAlertStyle)
        -> FakeAlertController
    {
        FakeAlertController(title: title, style: style, ui: nil)
    }

    static func makeAlertAction(
        title: String?,
        role: NavigationAlertRole,
        handler: @escaping (FakeAlertAction) -> Void
    ) -> FakeAlertAction {
        FakeAlertAction(title: title, role: role, handler: handler)
    }
}
