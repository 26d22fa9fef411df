import Observation
import Portus
import Routy

/// A navigation stack: its own context is the root screen, and ``path`` — the contexts of the
/// ``screens`` pushed above it — binds to `NavigationStack(path:)`.
///
/// Each pushed screen is a ``SwiftUIScreen`` the stack holds strongly (the tree holds routables
/// weakly) and the child of the one below it in the tree. The router pushes and pops through the
/// stack; the view binds ``path``:
///
/// ```swift
/// RoutyNavigationStack(catalog) { context in ScreenView(context) }
/// ```
///
/// **What SwiftUI sets.** A shorter path is the user going back — a swipe, the back button, its
/// menu: the stack tells the tree at once that the first screen gone left, with everything above
/// it. The platform cannot block it, so when that screen's leave guard refuses, the tree follows
/// the screen anyway and the router reports the guard bypassed. A longer path is the app's own —
/// a `NavigationLink(value:)` — and is followed as pushes of plain ``SwiftUIScreen``s, told to the
/// tree like the user's, when the stack's top is the tree's active leaf; a path that differs
/// further is a pop to the common part, then those pushes. Pushes the stack cannot follow yet (it
/// is not on the active path — a tab not selected —, or a modal is shown above it) wait: the
/// stack publishes its path again, so that the binding reads back what the tree holds, and
/// follows the written path once a later binding's write makes it possible (the sheet above
/// dismissed, the tab selected) — so the writes of one transaction end in the same tree in any
/// order. A change the router makes to the stack drops a path that waits; a later write replaces
/// it. A path equal to the one shown changes nothing.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
@Observable
@MainActor
public final class SwiftUIStack<ContextType: Hashable & Sendable>: SwiftUIElement {
    /// The context of the stack's root screen.
    public private(set) var context: NavigationContext<ContextType>
    /// The screens pushed on the root, bottom first.
    public private(set) var screens: [SwiftUIScreen<ContextType>] = []
    /// When `true`, a stack presented modally answers `false` to ``SwiftUIElement/canLeaveNode(with:)``.
    public var refusesLeave = false
    /// How the stack is shown when it is presented modally, as a flow of its own.
    public let modalStyle: SwiftUIModalStyle
    /// The modal the stack presents through when it is the root or is presented modally.
    public let modal: SwiftUIModal<ContextType>
    @ObservationIgnored package var placement = ElementPlacement()
    /// The path a binding wrote that the stack could not follow yet; `nil` when none waits.
    @ObservationIgnored private var waitingPath: [NavigationContext<ContextType>]?

    /// Creates a stack that shows its root screen.
    ///
    /// - Parameters:
    ///   - context: The context of the root screen.
    ///   - modalStyle: How the stack is shown when it is presented modally.
    public init(_ context: NavigationContext<ContextType>, modalStyle: SwiftUIModalStyle = .sheet) {
        self.context = context
        self.modalStyle = modalStyle
        self.modal = SwiftUIModal()
    }

    /// The contexts of the pushed screens, bottom first: the binding of `NavigationStack(path:)`.
    ///
    /// Setting it is SwiftUI's (or the app's) change; see ``SwiftUIStack`` for what the stack does.
    public var path: [NavigationContext<ContextType>] {
        get { screens.map(\.context) }
        set {
            BindingWrites.handle {
                // Nothing followed: publish the path again so that the binding reads it back.
                if follow(newValue) == .waitsUnchanged { withMutation(keyPath: \.screens) {} }
            }
        }
    }

    /// The transition of the pushed screen that shows `context` — the one nearest the top — for
    /// the view of a `navigationDestination`; SwiftUI's own for any other context.
    ///
    /// - Parameter context: A context of ``path``.
    /// - Returns: The screen's ``SwiftUIScreen/transition``, or ``SwiftUITransition/automatic``.
    public func transition(for context: NavigationContext<ContextType>) -> SwiftUITransition {
        screens.last { $0.context == context }?.transition ?? .automatic
    }

    // MARK: - The router's changes

    /// The element at the top: the last pushed screen, or the stack itself.
    private var top: any KitElement { screens.last ?? self }

    /// Pushes `screen` and tells the tree; `false` when the stack's top is not the active leaf or
    /// the tree rejects it.
    func push(_ screen: SwiftUIScreen<ContextType>) -> Bool {
        guard !screen.isShown, enters(screen, onto: top) else { return false }
        waitingPath = nil
        RequestPublication.change(
            self, \SwiftUIStack.screens, on: placement.tree, change: { _screens.append(screen) },
            notify: notifyScreens, publish: { screens.append(screen) })
        return true
    }

    /// Places `screen` on the stack over `top` and tells the tree, when `top` is the tree's active
    /// leaf; `false`, with `screen` detached, when the tree rejects it.
    private func enters(_ screen: SwiftUIScreen<ContextType>, onto top: any KitElement) -> Bool {
        guard let tree = placement.tree, placement.isActiveLeaf(top) else { return false }
        return screen.entered(.push, holder: self, under: top.entry, tree: tree)
    }

    /// Pops `screen` with every screen above it, and tells the tree.
    func pop(from screen: SwiftUIScreen<ContextType>) -> Bool {
        guard placement.tree != nil, let index = screens.firstIndex(where: { $0 === screen }),
            screen.tellTreeItLeft()
        else { return false }
        waitingPath = nil
        let kept = keepingScreens(upTo: index)
        RequestPublication.change(
            self, \SwiftUIStack.screens, on: placement.tree, change: { _screens = kept }, notify: notifyScreens,
            publish: { screens = kept })
        return true
    }

    /// Tells the observers of ``screens`` that they changed, once a request that changed them ended.
    private var notifyScreens: () -> Void {
        { [weak self] in self?.withMutation(keyPath: \.screens) {} }
    }

    /// The screens below `index`, once the ones from `index` up are detached and the modal
    /// presented over one of them, if any, is dismissed: the tree has left them already.
    private func keepingScreens(upTo index: Int) -> [SwiftUIScreen<ContextType>] {
        let removed = screens[index...]
        level?.dismissIfPresented(over: removed.map { $0 as AnyObject })
        for screen in removed { screen.detach() }
        return Array(screens[..<index])
    }

    // MARK: - SwiftUI's changes

    /// Makes the stack show `newPath`, as far as it can now: what it no longer shows leaves the
    /// tree (the user went back), what it shows beyond the common part is pushed. Pushes it cannot
    /// follow yet wait for a later write.
    ///
    /// - Returns: Whether the stack followed the whole path, changed its screens, or neither.
    private func follow(_ newPath: [NavigationContext<ContextType>]) -> Following {
        var kept = 0
        while kept < screens.count, kept < newPath.count, screens[kept].context == newPath[kept] { kept += 1 }
        guard kept < screens.count || kept < newPath.count else {
            waitingPath = nil
            return .followed
        }
        var result = screens
        if kept < screens.count {
            // The user went back: the first screen gone leaves with everything above it. The UI
            // shows it gone already, so the stack follows even if the tree does not know it.
            _ = screens[kept].tellTreeItLeft()
            result = keepingScreens(upTo: kept)
        }
        var followedAll = true
        for context in newPath.dropFirst(kept) {
            guard let screen = pushedByApp(context, onto: result.last ?? self) else {
                followedAll = false
                break
            }
            result.append(screen)
        }
        waitingPath = followedAll ? nil : newPath
        if !followedAll { BindingWrites.hold(self) }
        let changed = result.count != screens.count || !zip(result, screens).allSatisfy { $0 === $1 }
        if changed { screens = result }
        return followedAll ? .followed : changed ? .waitsChanged : .waitsUnchanged
    }

    /// What ``follow(_:)`` did with a written path.
    private enum Following {
        /// The stack shows the whole path.
        case followed
        /// The stack changed its screens towards the path; pushes wait.
        case waitsChanged
        /// The stack changed nothing; pushes wait.
        case waitsUnchanged
    }

    /// A plain screen for `context`, pushed over `top` and told to the tree, when `top` is the
    /// tree's active leaf; `nil` otherwise.
    private func pushedByApp(
        _ context: NavigationContext<ContextType>,
        onto top: any KitElement
    ) -> SwiftUIScreen<ContextType>? {
        let screen = SwiftUIScreen(context)
        return enters(screen, onto: top) ? screen : nil
    }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
extension SwiftUIStack: PlacedElement {
    package func place(in slot: NavigationPresentation.Kind?, holder: AnyObject?, tree: RoutingTree?) {
        placement.set(slot, holder: holder, tree: tree)
        for screen in screens { screen.place(in: .push, holder: self, tree: tree) }
    }

    package func detach() {
        placement.reset()
        waitingPath = nil
        for screen in _screens { screen.detach() }
        _screens = []
        modal.detachSilently()
    }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
extension SwiftUIStack: WaitingWriter {
    var isWaiting: Bool { waitingPath != nil }

    func followWaitingWrite() -> Bool {
        guard let waitingPath else { return false }
        return follow(waitingPath) != .waitsUnchanged
    }
}
