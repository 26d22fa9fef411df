import Routy

/// An alert or an action sheet — a `UIAlertController` — shown as a modal leaf of the tree, whose
/// chosen action's value goes to the ask that waits for it
/// (`NavigationRouter.ask(_:returning:source:)`).
///
/// The element makes the alert controller from a `NavigationAlert`, with one
/// `UIAlertAction` per action. When the user taps one, UIKit dismisses the alert itself and runs
/// the action's handler: the element hands the action's value over, then tells the tree the alert
/// left. A request that takes the alert away (a deeplink) dismisses it as any modal, with no value.
/// An action sheet tapped outside on iPad runs its cancel action's handler, as UIKit does.
///
/// Register it with a `NavigationElementRegistry` chained before the UIKit factory:
///
/// ```swift
/// var alerts = NavigationElementRegistry<Screen>()
/// alerts.register(.confirmDelete, presentation: .modal) { context in
///     UIKitAppAlert(context, alert: deleteAlert)
/// }
/// router.factory = NavigationElementFactoryChain([alerts, factory])
/// ```
public final class UIKitAlert<ContextType: Hashable & Sendable, Platform: AlertAdapterPlatform, Value: Sendable>:
    UIKitElement<ContextType, Platform>, NavigationAnswering
{
    /// What the alert shows, and the value of each action.
    public let alert: NavigationAlert<Value>
    /// The alert controller UIKit shows.
    public let alertController: Platform.AlertController
    /// Where the chosen action's value goes.
    public let answerSlot = NavigationAnswerSlot(answering: Value.self)

    /// Creates the element and its alert controller.
    ///
    /// - Parameters:
    ///   - context: The context it shows.
    ///   - alert: What it shows, and the value of each action.
    public init(_ context: NavigationContext<ContextType>, alert: NavigationAlert<Value>) {
        self.alert = alert
        let controller = Platform.makeAlertController(title: alert.title, message: alert.message, style: alert.style)
        alertController = controller
        super.init(context, viewController: Platform.viewController(of: controller), content: controller)
        // Each handler holds the slot, so that the value reaches the ask that waits even when
        // UIKit runs the handler after the alert left the tree.
        let slot = answerSlot
        for action in alert.actions {
            let value = action.value
            controller.addAction(
                Platform.makeAlertAction(title: action.title, role: action.role) { [weak self] _ in
                    slot.answer(value)
                    self?.presenter?.reconcileModal()
                })
        }
    }

    /// UIKit took the alert away without the adapter: the user tapped an action — or outside an
    /// action sheet, which runs its cancel action — whose handler brings the value, maybe after
    /// the alert left the tree.
    override func userTookItAway() {
        if alert.everyDismissalRunsAnAction { answerSlot.choiceIsPending() }
    }

    /// An alert presents nothing: UIKit shows nothing over an alert controller.
    override package func offers(_ presentation: NavigationPresentation) -> Bool { false }
}
