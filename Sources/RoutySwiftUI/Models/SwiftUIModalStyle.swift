import Routy

/// How an element is shown when it is presented modally.
///
/// The element carries it, so the factory's maker for a context type decides it, unless the
/// factory registers the type with a modal style (`.modal(.fullScreen)`), which wins:
///
/// ```swift
/// factory.register(.cart, presentation: .modal) { SwiftUIScreen($0, modalStyle: .sheet) }
/// factory.register(.login, presentation: .modal) { SwiftUIScreen($0, modalStyle: .fullScreenCover) }
/// ```
public enum SwiftUIModalStyle: Hashable, Sendable {
    /// A sheet, which the user can pull down unless its leave guard refuses.
    case sheet
    /// A cover over the whole screen, which the user cannot pull down; a sheet on macOS, which
    /// has no full-screen covers.
    case fullScreenCover
    /// A popover (`.popover(item:)`) anchored on the view `routySheet(_:content:)` is applied to;
    /// SwiftUI shows it as a sheet in compact width, and tvOS, which has no popovers, as a sheet.
    case popover
}

extension SwiftUIModalStyle {
    /// How SwiftUI shows a router's modal style: `nil` for
    /// `.automatic` (the element's own style), a full-screen
    /// cover for `.fullScreen`, a popover for
    /// `.popover`, a sheet for the sheets.
    ///
    /// - Parameter style: The router's modal style.
    public init?(_ style: NavigationPresentation.ModalStyle) {
        switch style {
        case .automatic: return nil
        case .fullScreen: self = .fullScreenCover
        case .popover: self = .popover
        default: self = .sheet
        }
    }
}
