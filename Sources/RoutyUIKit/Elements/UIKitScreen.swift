import Routy

/// A view controller of the app, pushed or presented.
///
/// It hands a value back to `NavigationRouter.ask(_:returning:source:)` when its view controller
/// gives a ``ContextViewController/answerSlot``.
public final class UIKitScreen<ContextType: Hashable & Sendable, Platform: AdapterPlatform>:
    UIKitElement<ContextType, Platform>, NavigationAnswering
{
    /// Creates a screen.
    ///
    /// - Parameters:
    ///   - context: The context it shows.
    ///   - viewController: The view controller that shows it; asked for updates and the leave
    ///     guard when it adopts ``ContextViewController``.
    public init(_ context: NavigationContext<ContextType>, viewController: Platform.ViewController) {
        super.init(context, viewController: viewController, content: viewController)
    }

    /// Where the view controller hands a value back: its ``ContextViewController/answerSlot``, or a
    /// slot nobody waits on when it gives none (``isAnswering`` is then `false`).
    public var answerSlot: NavigationAnswerSlot { content?.answerSlot ?? NavigationAnswerSlot() }

    /// Whether the view controller gives an ``ContextViewController/answerSlot``.
    public var isAnswering: Bool { content?.answerSlot != nil }
}
