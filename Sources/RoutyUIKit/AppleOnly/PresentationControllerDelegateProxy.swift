// Compiled only where UIKit has view controllers (not watchOS): declarations, no logic.
#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// The delegate of a presented view controller's presentation controller: each callback goes to
    /// the presented element in one line. Made after the modal style is set and before presenting,
    /// as UIKit asks.
    @MainActor
    final class PresentationControllerDelegateProxy: NSObject, UIAdaptivePresentationControllerDelegate {
        private weak var events: (any PresentationEvents)?

        init(_ viewController: UIViewController, events: any PresentationEvents) {
            self.events = events
            super.init()
            viewController.presentationController?.delegate = self
        }

        func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
            events?.presentationShouldDismiss() ?? true
        }

        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
            events?.presentationDidDismiss()
        }
    }
#endif
