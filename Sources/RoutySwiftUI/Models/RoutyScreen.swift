import Observation
import Portus
import Routy

/// A screen: pushed on a ``RoutyStack``, presented modally, a tab, or the root.
///
/// A factory's makers return screens for the contexts the app shows; the view that shows a
/// screen is the app's, built from its ``context``:
///
/// ```swift
/// factory.register(.product) { RoutyScreen($0, updatesInPlace: true) }
/// factory.register(.cart, presentation: .modal) { RoutyScreen($0) }
/// ```
///
/// A screen with unsaved changes sets ``refusesLeave``: the router then refuses to take it away,
/// a sheet that shows it cannot be pulled down, and a swipe back that takes it away anyway (the
/// platform cannot block it) is reported as the guard bypassed.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
@Observable
@MainActor
public final class RoutyScreen<ContextType: Hashable & Sendable>: RoutyElement {
    /// The context the screen shows.
    public private(set) var context: NavigationContext<ContextType>
    /// When `true`, the screen answers `false` to ``canLeaveNode(with:)``: its leave guard.
    public var refusesLeave = false
    /// Whether the screen takes another payload of its type in place, as a product page shows
    /// another product.
    public let updatesInPlace: Bool
    /// How the screen is shown when it is presented modally.
    public let modalStyle: RoutyModalStyle
    /// The modal the screen presents through when it is the root or is presented modally.
    public let modal: RoutyModal<ContextType>
    @ObservationIgnored let placement = Placement<ContextType>()

    /// Creates a screen.
    ///
    /// - Parameters:
    ///   - context: The context it shows.
    ///   - modalStyle: How it is shown when it is presented modally; a sheet unless said otherwise.
    ///   - updatesInPlace: Whether it takes another payload of its type in place.
    public init(
        _ context: NavigationContext<ContextType>,
        modalStyle: RoutyModalStyle = .sheet,
        updatesInPlace: Bool = false
    ) {
        self.context = context
        self.modalStyle = modalStyle
        self.updatesInPlace = updatesInPlace
        self.modal = RoutyModal()
    }

    // MARK: - NavigationElement

    /// Whether the screen can show `context` in place: it updates in place, and `context` is
    /// another payload of its type.
    ///
    /// - Parameter context: The context a request wants shown.
    /// - Returns: `true` when the screen takes it in place.
    public func canUpdate(with context: NavigationContext<ContextType>) -> Bool {
        updatesInPlace && context.type == self.context.type && context != self.context
    }

    /// Shows `context` in place; the router tells the tree.
    ///
    /// - Parameter context: The context to show, one ``canUpdate(with:)`` accepted.
    public func update(with context: NavigationContext<ContextType>) {
        self.context = context
    }

    // MARK: - NavigationPresenter

    /// Whether the screen can show an element as `presentation` says: a modal through its level
    /// when none is shown, a push when it is pushed on a stack.
    ///
    /// - Parameter presentation: How the new element would be shown.
    /// - Returns: `true` when the screen can show it now.
    public func canPresent(_ presentation: NavigationPresentation) -> Bool {
        switch presentation {
        case .modal: canPresentModally
        case .push: placement.tree != nil && placement.slot == .pushed && placement.holder is RoutyStack<ContextType>
        default: false
        }
    }

    /// Presents `element` modally through the screen's level, or pushes it on the screen's stack;
    /// a push takes ``RoutyScreen``s only.
    ///
    /// - Parameters:
    ///   - element: The element to show: a ``RoutyScreen``, or for a modal any ``RoutyElement``.
    ///   - presentation: `.modal` or `.push`.
    ///   - animated: Whether to animate; SwiftUI animates the bound change itself.
    ///   - completion: Called at once: `true` when the element is shown and the tree was told.
    public func present(
        _ element: any Routable,
        as presentation: NavigationPresentation,
        animated: Bool,
        completion: @escaping (Bool) -> Void
    ) {
        switch presentation {
        case .modal:
            completion(presentModally(element))
        case .push:
            guard isActiveLeaf, placement.slot == .pushed, let stack = placement.holder as? RoutyStack<ContextType>,
                let screen = element as? RoutyScreen<ContextType>
            else { return completion(false) }
            completion(stack.push(screen))
        default:
            completion(false)
        }
    }

    // MARK: - Leavable

    /// Whether the screen may be taken away now: it is pushed or presented modally, and
    /// ``refusesLeave`` is `false`.
    ///
    /// - Parameter entry: The screen's entry.
    /// - Returns: `false` while the leave guard refuses, or for a tab or the root.
    public func canLeaveNode(with entry: RoutingEntry) -> Bool {
        !refusesLeave && slotCanBeLeft
    }

    /// Pops the screen with everything above it, or dismisses the modal it is, and tells the tree.
    ///
    /// - Parameters:
    ///   - entry: The screen's entry.
    ///   - animated: Whether to animate; SwiftUI animates the bound change itself.
    ///   - completion: Called at once: `true` when the screen is gone and the tree was told.
    public func leaveNode(with entry: RoutingEntry, animated: Bool, completion: @escaping (Bool) -> Void) {
        completion(leaveForRouter())
    }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
extension RoutyScreen: PlacedElement {
    func place(
        in slot: Placement<ContextType>.Slot,
        holder: AnyObject?,
        tree: RoutingTree?,
        level: RoutyModal<ContextType>?
    ) {
        placement.set(slot, holder: holder, tree: tree, level: level)
    }

    func detach() {
        placement.reset()
        modal.detachSilently()
    }
}
