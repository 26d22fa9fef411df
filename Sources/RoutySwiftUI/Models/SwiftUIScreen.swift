import Observation
import Portus
import Routy

/// A screen: pushed on a ``SwiftUIStack``, presented modally, a tab, or the root.
///
/// A factory's makers return screens for the contexts the app shows; the view that shows a
/// screen is the app's, built from its ``context``:
///
/// ```swift
/// factory.register(.product) { SwiftUIScreen($0, updatesInPlace: true) }
/// factory.register(.cart, presentation: .modal) { SwiftUIScreen($0) }
/// ```
///
/// A screen with unsaved changes sets ``refusesLeave``: the router then refuses to take it away,
/// a sheet that shows it cannot be pulled down, and a swipe back that takes it away anyway (the
/// platform cannot block it) is reported as the guard bypassed.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
@Observable
@MainActor
public final class SwiftUIScreen<ContextType: Hashable & Sendable>: SwiftUIElement, NavigationAnswering {
    /// The context the screen shows.
    public private(set) var context: NavigationContext<ContextType>
    /// When `true`, the screen answers `false` to ``SwiftUIElement/canLeaveNode(with:)``: its leave guard.
    public var refusesLeave = false
    /// Whether the screen takes another payload of its type in place, as a product page shows
    /// another product.
    public let updatesInPlace: Bool
    /// How the screen is shown when it is presented modally.
    public let modalStyle: SwiftUIModalStyle
    /// How its push on a stack, or its presentation as a sheet or full-screen cover, is animated;
    /// SwiftUI's own transition unless said otherwise.
    public let transition: SwiftUITransition
    /// The modal the screen presents through when it is the root or is presented modally.
    public let modal: SwiftUIModal<ContextType>
    /// Where the screen's view hands a value back — an address picker's address — to
    /// `NavigationRouter.ask(_:returning:source:)`: the slot given at `init`, or one nobody
    /// waits on (``isAnswering`` is then `false`).
    public let answerSlot: NavigationAnswerSlot
    /// Whether the screen was given an answer slot.
    public let isAnswering: Bool
    @ObservationIgnored package var placement = ElementPlacement()

    /// Creates a screen.
    ///
    /// - Parameters:
    ///   - context: The context it shows.
    ///   - modalStyle: How it is shown when it is presented modally; a sheet unless said otherwise.
    ///   - updatesInPlace: Whether it takes another payload of its type in place.
    ///   - transition: How its push on a stack, or its presentation as a sheet or full-screen cover,
    ///     is animated; SwiftUI's own unless said otherwise.
    ///   - answerSlot: Where its view hands a value back, for a screen that does (a picker, a
    ///     sign-in sheet); none unless given.
    public init(
        _ context: NavigationContext<ContextType>,
        modalStyle: SwiftUIModalStyle = .sheet,
        updatesInPlace: Bool = false,
        transition: SwiftUITransition = .automatic,
        answerSlot: NavigationAnswerSlot? = nil
    ) {
        self.answerSlot = answerSlot ?? NavigationAnswerSlot()
        self.isAnswering = answerSlot != nil
        self.context = context
        self.modalStyle = modalStyle
        self.updatesInPlace = updatesInPlace
        self.transition = transition
        self.modal = SwiftUIModal()
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
        RequestPublication.change(
            self, \SwiftUIScreen.context, on: placement.tree, change: { _context = context },
            notify: { [weak self] in self?.withMutation(keyPath: \.context) {} },
            publish: { self.context = context })
    }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
extension SwiftUIScreen: PlacedElement {}
