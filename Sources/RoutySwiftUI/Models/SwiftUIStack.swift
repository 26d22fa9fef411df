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
/// further is a pop to the common part, then those pushes. Pushes the stack cannot follow (it is
/// not on screen, or something is shown above it) change nothing, and the stack publishes its
/// path again so that the binding reads back what the tree holds.
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
    @ObservationIgnored package private(set) var placement = ElementPlacement()

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
        set { bindingDidSet(newValue) }
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
    private var top: AnyObject { screens.last ?? self }

    /// Pushes `screen` and tells the tree; `false` when the stack's top is not the active leaf or
    /// the tree rejects it.
    func push(_ screen: SwiftUIScreen<ContextType>) -> Bool {
        guard !screen.isShown, enters(screen, onto: top) else { return false }
        screens.append(screen)
        return true
    }

    /// Places `screen` on the stack over `top` and tells the tree, when `top` is the tree's active
    /// leaf; `false`, with `screen` detached, when the tree rejects it.
    private func enters(_ screen: SwiftUIScreen<ContextType>, onto top: AnyObject) -> Bool {
        guard let tree = placement.tree, placement.isActiveLeaf(top) else { return false }
        return screen.entered(.pushed, holder: self, tree: tree)
    }

    /// Pops `screen` with every screen above it, and tells the tree.
    func pop(from screen: SwiftUIScreen<ContextType>) -> Bool {
        guard placement.tree != nil, let index = screens.firstIndex(where: { $0 === screen }),
            screen.tellTreeItLeft()
        else { return false }
        screens = keepingScreens(upTo: index)
        return true
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

    private func bindingDidSet(_ newPath: [NavigationContext<ContextType>]) {
        var kept = 0
        while kept < screens.count, kept < newPath.count, screens[kept].context == newPath[kept] { kept += 1 }
        guard kept < screens.count || kept < newPath.count else { return }
        var result = screens
        if kept < screens.count {
            // The user went back: the first screen gone leaves with everything above it. The UI
            // shows it gone already, so the stack follows even if the tree does not know it.
            _ = screens[kept].tellTreeItLeft()
            result = keepingScreens(upTo: kept)
        }
        var followedAll = true
        if kept < newPath.count {
            for context in newPath[kept...] {
                guard let screen = pushedByApp(context, onto: result.last ?? self) else {
                    followedAll = false
                    break
                }
                result.append(screen)
            }
        }
        if result.count == screens.count, zip(result, screens).allSatisfy({ $0 === $1 }) {
            // Nothing followed: publish the path again so that the binding reads it back.
            if !followedAll { withMutation(keyPath: \.screens) {} }
            return
        }
        screens = result
    }

    /// A plain screen for `context`, pushed over `top` and told to the tree, when `top` is the
    /// tree's active leaf; `nil` otherwise.
    private func pushedByApp(
        _ context: NavigationContext<ContextType>,
        onto top: AnyObject
    ) -> SwiftUIScreen<ContextType>? {
        let screen = SwiftUIScreen(context)
        return enters(screen, onto: top) ? screen : nil
    }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
extension SwiftUIStack: PlacedElement {
    package func place(in slot: ElementSlot, holder: AnyObject?, tree: RoutingTree?) {
        placement.set(slot, holder: holder, tree: tree)
        for screen in screens { screen.place(in: .pushed, holder: self, tree: tree) }
    }

    package func detach() {
        placement.reset()
        for screen in _screens { screen.detach() }
        _screens = []
        modal.detachSilently()
    }
}
