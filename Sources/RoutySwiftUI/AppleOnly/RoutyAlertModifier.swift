// Apple platforms only: SwiftUI does not exist elsewhere. Thin on purpose — every decision is in
// SwiftUIModal and SwiftUIAlert, which build and are tested everywhere.
#if canImport(SwiftUI)
    import Routy
    import SwiftUI

    /// Shows the ``SwiftUIAlert`` a ``SwiftUIModal`` presents: an alert, or a confirmation dialog,
    /// as its `NavigationAlert.style` says. `.routySheet(_:content:)` applies it.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    struct RoutyAlertModifier<ContextType: Hashable & Sendable>: ViewModifier {
        @Bindable var model: SwiftUIModal<ContextType>

        func body(content: Content) -> some View {
            let alert = model.alert
            let title = alert?.buttons.title ?? ""
            content
                .alert(title, isPresented: $model.isAlertPresented, presenting: alert) { alert in
                    Self.buttons(of: alert)
                } message: { alert in
                    Text(alert.buttons.message ?? "")
                }
                .confirmationDialog(title, isPresented: $model.isConfirmationDialogPresented, presenting: alert) {
                    alert in
                    Self.buttons(of: alert)
                } message: { alert in
                    Text(alert.buttons.message ?? "")
                }
        }

        /// A button per action; a tap hands the action's value over, and SwiftUI then dismisses.
        /// Identified by index: the range is not constant, which `ForEach(_:content:)` requires.
        private static func buttons(of alert: any SwiftUIAlertContent) -> some View {
            let actions = alert.buttons.actions
            return ForEach(actions.indices, id: \.self) { index in
                Button(role: role(of: actions[index].role)) {
                    alert.choose(buttonAt: index)
                } label: {
                    Text(actions[index].title)
                }
            }
        }

        private static func role(of role: NavigationAlertRole) -> ButtonRole? {
            switch role {
            case .default: nil
            case .cancel: .cancel
            case .destructive: .destructive
            }
        }
    }
#endif
