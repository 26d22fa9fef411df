import Portus
import Routy

/// An alert or a confirmation dialog shown as a modal leaf of the tree: SwiftUI shows it with
/// `.alert(_:isPresented:presenting:actions:message:)` or
/// `.confirmationDialog(_:isPresented:titleVisibility:presenting:actions:message:)`, which
/// `.routySheet(_:content:)` binds to the presenting element's ``SwiftUIModal``
/// (``SwiftUIModal/isAlertPresented``, ``SwiftUIModal/isConfirmationDialogPresented``).
///
/// A tapped button's action calls ``choose(buttonAt:)``: the action's value goes to the ask that
/// waits (`NavigationRouter.ask(_:returning:source:)`),
/// then the alert leaves the tree — before SwiftUI sets the binding to `false`, which then
/// changes nothing. A binding set to `false` with no button chosen (a confirmation dialog tapped
/// outside) takes the alert away with no value: the ask ends with
/// `NavigationDismissal.byUser`.
///
/// ```swift
/// factory.register(.confirmDelete, presentation: .modal) { context in
///     SwiftUIAlert(context, alert: deleteAlert)
/// }
/// ```
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
public final class SwiftUIAlert<ContextType: Hashable & Sendable, Value: Sendable>: SwiftUIElement,
    NavigationAnswering, SwiftUIAlertContent
{
    /// The context the alert shows.
    public let context: NavigationContext<ContextType>
    /// What the alert shows, and the value of each action.
    public let alert: NavigationAlert<Value>
    /// Where the chosen action's value goes.
    public let answerSlot = NavigationAnswerSlot(answering: Value.self)
    /// An alert presents nothing; its modal stays empty.
    public let modal = SwiftUIModal<ContextType>()
    /// An alert is no sheet: its modal style is not read, and the modal's sheet bindings stay `nil`.
    public var modalStyle: SwiftUIModalStyle { .sheet }
    /// An alert never refuses to be left.
    public var refusesLeave: Bool { false }
    package var placement = ElementPlacement()

    /// Creates an alert element.
    ///
    /// - Parameters:
    ///   - context: The context it shows.
    ///   - alert: What it shows, and the value of each action.
    public init(_ context: NavigationContext<ContextType>, alert: NavigationAlert<Value>) {
        self.context = context
        self.alert = alert
    }

    /// What the alert shows, each action's value its index: for the view's buttons.
    public var buttons: NavigationAlert<Int> {
        var index = 0
        return NavigationAlert(
            alert.title, message: alert.message, style: alert.style,
            actions: alert.actions.map { action in
                defer { index += 1 }
                return NavigationAlertAction(action.title, role: action.role, value: index)
            })
    }

    /// The user tapped the button of the action at `index`: its value goes to the ask that waits,
    /// then the alert leaves the tree.
    ///
    /// - Parameter index: The index of the action in ``alert``'s actions.
    /// - Returns: `false`, doing nothing, when the alert is not shown or has no such action.
    @discardableResult
    public func choose(buttonAt index: Int) -> Bool {
        guard isShown, alert.actions.indices.contains(index),
            let modal = placement.holder(SwiftUIModal<ContextType>.self, in: .modal)
        else { return false }
        answerSlot.answer(alert.actions[index].value)
        BindingWrites.handle { modal.dismiss(tellingTree: true, followingUser: true) }
        return true
    }

    /// The user tapped the button titled `title`; see ``choose(buttonAt:)``.
    ///
    /// - Parameter title: The title of the action.
    /// - Returns: `false`, doing nothing, when the alert is not shown or has no such action.
    @discardableResult
    public func choose(_ title: String) -> Bool {
        guard let index = alert.actions.firstIndex(where: { $0.title == title }) else { return false }
        return choose(buttonAt: index)
    }

    /// An alert presents nothing, as SwiftUI's cannot.
    package func offers(_ presentation: NavigationPresentation) -> Bool { false }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
extension SwiftUIAlert: PlacedElement {}

/// What the view of a ``SwiftUIAlert`` reads, whatever the type of its values: ``SwiftUIModal/alert``.
@MainActor
public protocol SwiftUIAlertContent: AnyObject {
    /// What the alert shows, each action's value its index.
    var buttons: NavigationAlert<Int> { get }

    /// The user tapped the button of the action at `index`.
    ///
    /// - Returns: `false`, doing nothing, when the alert is not shown or has no such action.
    @discardableResult
    func choose(buttonAt index: Int) -> Bool
}
