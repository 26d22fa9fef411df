import Observation
import Portus
import Routy

/// A navigation stack: its own context is the root screen, and ``path`` — the contexts of the
/// ``screens`` pushed above it — binds to `NavigationStack(path:)`.
///
/// Each pushed screen is a ``RoutyScreen`` the stack holds strongly (the tree holds routables
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
/// a `NavigationLink(value:)` — and is followed as pushes of plain ``RoutyScreen``s, told to the
/// tree like the user's, when the stack's top is the tree's active leaf; a path that differs
/// further is a pop to the common part, then those pushes. Pushes the stack cannot follow (it is
/// not on screen, or something is shown above it) change nothing, and the stack publishes its
/// path again so that the binding reads back what the tree holds.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
@Observable
@MainActor
public final class RoutyStack<ContextType: Hashable & Sendable>: RoutyElement {
    /// The context of the stack's root screen.
    public private(set) var context: NavigationContext<ContextType>
    /// The screens pushed on the root, bottom first.
    public private(set) var screens: [RoutyScreen<ContextType>] = []
    /// When `true`, a stack presented modally answers `false` to ``canLeaveNode(with:)``.
    public var refusesLeave = false
    /// How the stack is shown when it is presented modally, as a flow of its own.
    public let modalStyle: RoutyModalStyle
    /// The modal the stack presents through when it is the root or is presented modally.
    public let modal: RoutyModal<ContextType>
    @ObservationIgnored let placement = Placement<ContextType>()

    /// Creates a stack that shows its root screen.
    ///
    /// - Parameters:
    ///   - context: The context of the root screen.
    ///   - modalStyle: How the stack is shown when it is presented modally.
    public init(_ context: NavigationContext<ContextType>, modalStyle: RoutyModalStyle = .sheet) {
        self.context = context
        self.modalStyle = modalStyle
        self.modal = RoutyModal()
    }

    /// The contexts of the pushed screens, bottom first: the binding of `NavigationStack(path:)`.
    ///
    /// Setting it is SwiftUI's (or the app's) change; see ``RoutyStack`` for what the stack does.
    public var path: [NavigationContext<ContextType>] {
        get { screens.map(\.context) }
        set { bindingDidSet(newValue) }
    }

    // MARK: - NavigationPresenter

    /// Whether the stack can show an element as `presentation` says: a push when it is shown, a
    /// modal through its level when none is shown.
    ///
    /// - Parameter presentation: How the new element would be shown.
    /// - Returns: `true` when the stack can show it now.
    public func canPresent(_ presentation: NavigationPresentation) -> Bool {
        switch presentation {
        case .push: placement.tree != nil
        case .modal: canPresentModally
        default: false
        }
    }

    /// Pushes `element` on the root screen, or presents it modally through the stack's level.
    ///
    /// - Parameters:
    ///   - element: The element to show: a ``RoutyScreen`` for a push, any ``RoutyElement`` for a modal.
    ///   - presentation: `.push` or `.modal`.
    ///   - animated: Whether to animate; SwiftUI animates the bound change itself.
    ///   - completion: Called at once: `true` when the element is shown and the tree was told.
    public func present(
        _ element: any Routable,
        as presentation: NavigationPresentation,
        animated: Bool,
        completion: @escaping (Bool) -> Void
    ) {
        switch presentation {
        case .push:
            guard isActiveLeaf, let screen = element as? RoutyScreen<ContextType> else { return completion(false) }
            completion(push(screen))
        case .modal:
            completion(presentModally(element))
        default:
            completion(false)
        }
    }

    // MARK: - Leavable

    /// Whether the stack may be taken away now: it is presented modally, and ``refusesLeave`` is
    /// `false`. A stack that is a tab or the root is never taken away on its own.
    ///
    /// - Parameter entry: The stack's entry.
    /// - Returns: `false` while the leave guard refuses, or for a tab or the root.
    public func canLeaveNode(with entry: RoutingEntry) -> Bool {
        !refusesLeave && slotCanBeLeft
    }

    /// Dismisses the stack, presented modally, with everything above it, and tells the tree.
    ///
    /// - Parameters:
    ///   - entry: The stack's entry.
    ///   - animated: Whether to animate; SwiftUI animates the bound change itself.
    ///   - completion: Called at once: `true` when the stack is gone and the tree was told.
    public func leaveNode(with entry: RoutingEntry, animated: Bool, completion: @escaping (Bool) -> Void) {
        completion(leaveForRouter())
    }

    // MARK: - The router's changes

    /// The element at the top: the last pushed screen, or the stack itself.
    private var top: AnyObject { screens.last ?? self }

    /// Pushes `screen` and tells the tree; `false` when the stack's top is not the active leaf or
    /// the tree rejects it.
    func push(_ screen: RoutyScreen<ContextType>) -> Bool {
        guard let tree = placement.tree, tree.activeLeaf?.entry.routable === top, screen.placement.slot == .none
        else { return false }
        screen.place(in: .pushed, holder: self, tree: tree, level: placement.level)
        do {
            try tree.didEnterNode(withEntry: screen.entry)
        } catch {
            screen.detach()
            return false
        }
        screens.append(screen)
        return true
    }

    /// Pops `screen` with every screen above it, and tells the tree.
    func pop(from screen: RoutyScreen<ContextType>) -> Bool {
        guard let tree = placement.tree, let index = screens.firstIndex(where: { $0 === screen }) else { return false }
        do {
            try tree.didLeaveNode(with: screen.entry)
        } catch {
            return false
        }
        screens = keepingScreens(upTo: index)
        return true
    }

    /// The screens below `index`, once the ones from `index` up are detached and the modal
    /// presented over one of them, if any, is dismissed: the tree has left them already.
    private func keepingScreens(upTo index: Int) -> [RoutyScreen<ContextType>] {
        let removed = screens[index...]
        placement.level?.dismissIfPresented(over: removed.map { $0 as AnyObject })
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
            try? placement.tree?.didLeaveNode(with: screens[kept].entry)
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
    ) -> RoutyScreen<ContextType>? {
        guard let tree = placement.tree, tree.activeLeaf?.entry.routable === top else { return nil }
        let screen = RoutyScreen(context)
        screen.place(in: .pushed, holder: self, tree: tree, level: placement.level)
        do {
            try tree.didEnterNode(withEntry: screen.entry)
        } catch {
            screen.detach()
            return nil
        }
        return screen
    }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
extension RoutyStack: PlacedElement {
    func place(
        in slot: Placement<ContextType>.Slot,
        holder: AnyObject?,
        tree: RoutingTree?,
        level: RoutyModal<ContextType>?
    ) {
        placement.set(slot, holder: holder, tree: tree, level: level)
        for screen in screens { screen.place(in: .pushed, holder: self, tree: tree, level: level) }
    }

    func detach() {
        placement.reset()
        for screen in _screens { screen.detach() }
        _screens = []
        modal.detachSilently()
    }
}
