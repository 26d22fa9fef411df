// Compiled only where UIKit has view controllers (not watchOS): declarations, no logic.
#if canImport(UIKit) && !os(watchOS)
    import Routy
    import UIKit

    extension UIAlertController: PlatformAlertController {
        /// `UIAlertAction`, for ``PlatformAlertController``.
        public typealias AlertActionType = UIAlertAction
    }

    extension UIKitPlatform: AlertAdapterPlatform {
        public typealias AlertController = UIAlertController

        public static func viewController(of alertController: UIAlertController) -> UIViewController {
            alertController
        }

        public static func makeAlertController(
            title: String?,
            message: String?,
            style: NavigationAlertStyle
        ) -> UIAlertController {
            UIAlertController(title: title, message: message, preferredStyle: style == .alert ? .alert : .actionSheet)
        }

        public static func makeAlertAction(
            title: String?,
            role: NavigationAlertRole,
            handler: @escaping (UIAlertAction) -> Void
        ) -> UIAlertAction {
            let style: UIAlertAction.Style =
                switch role {
                case .default: .default
                case .cancel: .cancel
                case .destructive: .destructive
                }
            return UIAlertAction(title: title, style: style, handler: handler)
        }
    }

    /// An alert or action sheet shown as an element: ``UIKitAlert`` on UIKit's classes.
    ///
    /// ```swift
    /// alerts.register(.confirmDelete, presentation: .modal) { context in
    ///     UIKitAppAlert(context, alert: deleteAlert)
    /// }
    /// ```
    public typealias UIKitAppAlert<ContextType: Hashable & Sendable, Value: Sendable> =
        UIKitAlert<ContextType, UIKitPlatform, Value>
#endif
