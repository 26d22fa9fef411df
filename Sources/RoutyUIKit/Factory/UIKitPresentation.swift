import Routy

/// How the factory shows a new view controller of a context type.
public enum UIKitPresentation: Hashable, Sendable {
    /// Pushed onto the navigation stack of the active path.
    case push
    /// Presented modally over the active screen in `style` (its `modalPresentationStyle`, set when
    /// it is presented; `.automatic` leaves the view controller's own); with `inNavigationStack`,
    /// inside a new navigation controller, so that the modal can push screens of its own.
    case modal(NavigationPresentation.ModalStyle, inNavigationStack: Bool = false)
    /// The window's new root, inside a new navigation controller.
    case root

    /// The router's presentation for it.
    var navigationPresentation: NavigationPresentation {
        switch self {
        case .push: .push
        case .modal(let style, _): .modal(style)
        case .root: .root
        }
    }
}
