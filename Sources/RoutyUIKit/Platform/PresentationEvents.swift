/// What a presentation controller's delegate reports, forwarded one callback to one method: the
/// element of a presented view controller adopts it.
@MainActor
public protocol PresentationEvents: AnyObject {
    /// `UIAdaptivePresentationControllerDelegate.presentationControllerShouldDismiss(_:)`: the
    /// user began to pull the sheet down.
    ///
    /// - Returns: Whether the sheet may be dismissed.
    func presentationShouldDismiss() -> Bool

    /// `UIAdaptivePresentationControllerDelegate.presentationControllerDidDismiss(_:)`: the user
    /// dismissed the sheet. Not called for dismissals made in code.
    func presentationDidDismiss()
}
