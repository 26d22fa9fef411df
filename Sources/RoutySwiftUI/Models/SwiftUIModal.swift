import Observation
import Portus
import Routy

/// The modal an element presents through, whose ``presented`` context binds to
/// `.sheet(item:)` and `.fullScreenCover(item:)` (`.routySheet(_:content:)` binds both).
///
/// Every ``SwiftUIElement`` owns one as its ``SwiftUIElement/modal``. The root element's and each
/// modal's are the ones used: a screen pushed on a stack, or a tab, presents through the modal of
/// the root or modal element it is shown in. The presented element hangs in the routing tree
/// under the element that presented it, the active leaf, and the modal holds it strongly.
///
/// When the user pulls a sheet down, SwiftUI sets ``presented`` (or ``sheet``) to `nil`: the
/// modal tells the tree at once that the element left, with everything above it, and the router
/// reports it as the user's. A leave guard blocks the gesture where SwiftUI can
/// (``isDismissDisabled`` binds `interactiveDismissDisabled(_:)`); a sheet dismissed by code in
/// spite of it still leaves, and the router reports the guard bypassed.
///
/// A context set that is not a dismissal is the app's own code, not a gesture: it changes
/// nothing (present through the router, so that the factory says how the context is shown), and
/// the modal publishes its unchanged value again so that a binding reads it back.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
@Observable
@MainActor
public final class SwiftUIModal<ContextType: Hashable & Sendable> {
    /// The presented element; the only stored property observers see change.
    private var shown: (any PlacedElement<ContextType>)?
    /// The element the presented one hangs under in the tree: the active leaf when it was
    /// presented.
    @ObservationIgnored private(set) weak var presenter: AnyObject?

    /// A modal slot; elements make their own.
    init() {}

    /// The presented element, held strongly; `nil` when nothing is presented.
    public var element: (any SwiftUIElement<ContextType>)? { shown }

    /// How the presented element is shown: the router's modal style for it, else the element's
    /// own ``SwiftUIElement/modalStyle``; `nil` when nothing is presented.
    public var style: SwiftUIModalStyle? { shown == nil ? nil : shownStyle }

    /// The style of the presented element, set with it.
    @ObservationIgnored private var shownStyle = SwiftUIModalStyle.sheet

    /// How the presentation and dismissal of the presented element are animated: the
    /// ``SwiftUIScreen/transition`` of a screen shown as a sheet or a full-screen cover, which
    /// `.routySheet(_:transitionNamespace:content:)` applies to its content as
    /// `navigationTransition(.zoom(sourceID:in:))` on iOS 18 and later. ``SwiftUITransition/automatic``
    /// — SwiftUI's own — when nothing is presented, for a popover (anchored on its source view
    /// already), an alert, or a stack or tabs presented as a flow.
    public var transition: SwiftUITransition {
        guard let screen = shown as? SwiftUIScreen<ContextType>, shownStyle != .popover else { return .automatic }
        return screen.transition
    }

    /// The presented element's context, for `.sheet(item:)`, `.fullScreenCover(item:)` or
    /// `.popover(item:)`; `nil` for an alert (``alert``).
    ///
    /// Setting it to `nil` is the user dismissing the modal: the tree is told at once. Setting it
    /// to a context is ignored (see ``SwiftUIModal``).
    public var presented: NavigationContext<ContextType>? {
        // An alert is shown by `.alert` or `.confirmationDialog`, not as a sheet.
        get { shown is any SwiftUIAlertContent ? nil : shown?.context }
        set { BindingWrites.handle { bindingDidSet(newValue) } }
    }

    /// ``presented`` when the element is shown as a sheet, else `nil`: the binding of
    /// `.sheet(item:)`.
    public var sheet: NavigationContext<ContextType>? {
        get { presented(as: .sheet) }
        set { bind(newValue, as: .sheet) }
    }

    /// ``presented`` when the element is shown as a full-screen cover, else `nil`: the binding of
    /// `.fullScreenCover(item:)`.
    public var fullScreenCover: NavigationContext<ContextType>? {
        get { presented(as: .fullScreenCover) }
        set { bind(newValue, as: .fullScreenCover) }
    }

    /// ``presented`` when the element is shown as a popover, else `nil`: the binding of
    /// `.popover(item:)`.
    public var popover: NavigationContext<ContextType>? {
        get { presented(as: .popover) }
        set { bind(newValue, as: .popover) }
    }

    private func presented(as style: SwiftUIModalStyle) -> NavigationContext<ContextType>? {
        self.style == style ? presented : nil
    }

    private func bind(_ context: NavigationContext<ContextType>?, as style: SwiftUIModalStyle) {
        if self.style == style { BindingWrites.handle { bindingDidSet(context) } }
    }

    /// Whether the presented element's leave guard refuses now: the value of
    /// `interactiveDismissDisabled(_:)` on the modal's content. `false` when nothing is shown.
    public var isDismissDisabled: Bool {
        guard let shown else { return false }
        return !shown.canLeaveNode(with: shown.entry)
    }

    // MARK: - The router's changes

    /// Shows `element` and tells the tree, as a modal over `presenter`, the tree's active leaf, in
    /// `style` (the element's own when `nil`).
    ///
    /// - Returns: `true` when the element is shown and the tree was told.
    func show(
        _ element: any PlacedElement<ContextType>,
        over presenter: AnyObject,
        in tree: RoutingTree,
        style: SwiftUIModalStyle? = nil
    ) -> Bool {
        guard shown == nil, !element.isShown,
            element.entered(.modal, holder: self, under: (presenter as? any KitElement)?.entry, tree: tree)
        else { return false }
        self.presenter = presenter
        shownStyle = style ?? element.modalStyle
        #if os(tvOS)
            // tvOS has no popovers.
            if shownStyle == .popover { shownStyle = .sheet }
        #endif
        setShown(element, on: tree)
        return true
    }

    /// Takes the presented element away with everything above it.
    ///
    /// - Parameters:
    ///   - tellingTree: Whether to tell the tree; `false` when it already took the element away
    ///     with its presenter.
    ///   - followingUser: Whether the user already took it away on screen: the modal follows even
    ///     when the tree does not know the element.
    /// - Returns: `true` when the element is gone (and, if asked, the tree was told).
    @discardableResult
    func dismiss(tellingTree: Bool, followingUser: Bool) -> Bool {
        guard let element = shown else { return false }
        // The element is still placed while the tree is told, so the router's observer reads its
        // leave guard as it stands.
        let tree = element.placement.tree
        if tellingTree, tree != nil, !element.tellTreeItLeft(), !followingUser { return false }
        element.detach()
        presenter = nil
        setShown(nil, on: tree)
        return true
    }

    /// Sets ``shown``; a change a request makes is told to observers when it ends.
    private func setShown(_ element: (any PlacedElement<ContextType>)?, on tree: RoutingTree?) {
        RequestPublication.change(
            self, \SwiftUIModal.shown, on: tree, change: { _shown = element },
            notify: { [weak self] in self?.withMutation(keyPath: \.shown) {} }, publish: { shown = element })
    }

    /// Dismisses the presented element, without telling the tree, when it was presented over one
    /// of `removed`, which the tree already left with everything above them.
    func dismissIfPresented(over removed: some Sequence<AnyObject>) {
        guard let presenter, removed.contains(where: { $0 === presenter }) else { return }
        dismiss(tellingTree: false, followingUser: true)
    }

    /// Forgets the presented element without telling observers: the element that owns this modal
    /// left the tree with everything above it, and its view is on its way out.
    func detachSilently() {
        guard let element = _shown else { return }
        element.detach()
        presenter = nil
        _shown = nil
    }

    // MARK: - SwiftUI's changes

    private func bindingDidSet(_ context: NavigationContext<ContextType>?) {
        guard let element = shown else {
            if context != nil { republish() }
            return
        }
        guard let context else {
            dismiss(tellingTree: true, followingUser: true)
            return
        }
        if context != element.context { republish() }
    }

    /// Tells observers that the binding's value is what it was, so that SwiftUI reads it back.
    private func republish() {
        withMutation(keyPath: \.shown) {}
    }
}
