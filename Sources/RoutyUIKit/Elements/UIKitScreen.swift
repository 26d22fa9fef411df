import Routy

/// A view controller of the app, pushed or presented.
public final class UIKitScreen<ContextType: Hashable & Sendable, Platform: ViewControllerPlatform>:
    UIKitElement<ContextType, Platform>
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
}
