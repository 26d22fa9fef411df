/// The members of `UIAlertController` the alert adapter uses, and nothing else.
///
/// `UIAlertController` adopts it on Apple platforms (`AppleOnly/UIKitPlatform+Alerts.swift`); the
/// tests adopt it with a fake that behaves as UIKit does: a tapped action dismisses the alert, then
/// its handler runs.
@MainActor
public protocol PlatformAlertController: AnyObject {
    /// The action type: `UIAlertAction`.
    associatedtype AlertActionType

    /// Adds a button: `addAction(_:)`.
    ///
    /// - Parameter action: The action of the button.
    func addAction(_ action: AlertActionType)
}
