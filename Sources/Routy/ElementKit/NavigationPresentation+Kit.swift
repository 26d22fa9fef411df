extension NavigationPresentation {
    /// What an element of a kit answers when the router asks whether it can present this way now:
    /// `modal` for a modal, `push` for a push, and `false` for a root, which only a window sets, and a tab, which only its container makes.
    ///
    /// - Parameters:
    ///   - modal: Whether the element can present a modal now.
    ///   - push: Whether the element can push now.
    package func isOffered(modal: @autoclosure () -> Bool, push: @autoclosure () -> Bool) -> Bool {
        switch kind {
        case .modal: modal()
        case .push: push()
        case .root, .tab: false
        }
    }
}
