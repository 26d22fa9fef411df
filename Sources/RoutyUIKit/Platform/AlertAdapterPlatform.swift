import Routy

/// The platform of ``UIKitAlert``: an ``AdapterPlatform`` that can also make UIKit's alert
/// controllers and their actions.
///
/// `UIKitPlatform` implements each requirement in one line (Apple platforms only,
/// `AppleOnly/UIKitPlatform+Alerts.swift`); the tests implement it with fakes.
@MainActor
public protocol AlertAdapterPlatform: AdapterPlatform {
    /// `UIAlertController`.
    associatedtype AlertController: PlatformAlertController

    /// The alert controller as a view controller — `alertController` itself.
    static func viewController(of alertController: AlertController) -> ViewController

    /// `UIAlertController(title:message:preferredStyle:)`, with `.alert` or `.actionSheet` for `style`.
    static func makeAlertController(title: String?, message: String?, style: NavigationAlertStyle) -> AlertController

    /// `UIAlertAction(title:style:handler:)`, with `.default`, `.cancel` or `.destructive` for `role`.
    static func makeAlertAction(
        title: String?,
        role: NavigationAlertRole,
        handler: @escaping (AlertController.AlertActionType) -> Void
    ) -> AlertController.AlertActionType
}
