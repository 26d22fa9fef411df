import Routy

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
extension SwiftUIModal {
    /// The presented element when it is an alert (a ``SwiftUIAlert``): what
    /// `.alert(_:isPresented:presenting:actions:message:)` and `.confirmationDialog` show. The
    /// sheet bindings (``presented``, ``sheet``, ``fullScreenCover``) are `nil` while it is shown.
    public var alert: (any SwiftUIAlertContent)? { element as? any SwiftUIAlertContent }

    /// Whether an alert of `NavigationAlertStyle.alert` style is presented: the binding of
    /// `.alert(_:isPresented:presenting:actions:message:)`.
    ///
    /// Setting it to `false` while the alert is shown is the user taking it away: the tree is told
    /// at once, and the button's action that SwiftUI runs after it, in either order, still hands
    /// its value to the ask that waits. After a button's ``SwiftUIAlert/choose(buttonAt:)`` the
    /// alert is gone already, and it changes nothing; setting it to `true` changes nothing.
    public var isAlertPresented: Bool {
        get { alert?.buttons.style == .alert }
        set { if !newValue { BindingWrites.handle { userDismissed(.alert) } } }
    }

    /// Whether an alert of `NavigationAlertStyle.actionSheet` style is presented: the binding of
    /// `.confirmationDialog(_:isPresented:titleVisibility:presenting:actions:message:)`; see
    /// ``isAlertPresented``.
    public var isConfirmationDialogPresented: Bool {
        get { alert?.buttons.style == .actionSheet }
        set { if !newValue { BindingWrites.handle { userDismissed(.actionSheet) } } }
    }

    /// The user took the alert of `style` away with no button.
    private func userDismissed(_ style: NavigationAlertStyle) {
        guard alert?.buttons.style == style else { return }
        (alert as? any BindingDismissedAlert)?.bindingWasDismissed()
        dismiss(tellingTree: true, followingUser: true)
    }
}
