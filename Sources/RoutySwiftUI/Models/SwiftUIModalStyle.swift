/// How an element is shown when it is presented modally.
///
/// The element carries it, so the factory's maker for a context type decides it:
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
}
