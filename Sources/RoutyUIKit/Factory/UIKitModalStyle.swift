/// How a modal covers what it is presented over.
public enum UIKitModalStyle: Hashable, Sendable {
    /// A sheet the user can pull down (`UIModalPresentationStyle.pageSheet`); its leave guard
    /// blocks the pull. tvOS has no sheets: there it covers the full screen.
    case sheet
    /// The whole screen (`UIModalPresentationStyle.fullScreen`); only code dismisses it.
    case fullScreen
}
