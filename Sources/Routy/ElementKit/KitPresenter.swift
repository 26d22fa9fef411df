import Portus

/// A presenter of one of Routy's kits — the headless, UIKit and SwiftUI elements and windows —
/// whose ``NavigationPresenter`` methods are written once, here, for the three kits.
///
/// Each kit's element and window adopts it and answers
/// ``NavigationPresenter/canPresent(_:)`` and ``NavigationPresenter/present(_:as:animated:completion:)``
/// through it: which presentations it offers now (a modal, a push on its stack, a window's root)
/// and how it shows a new element the platform's way. An app's own presenter adopts
/// ``NavigationPresenter`` itself; a type of the app that adopts this protocol instead presents
/// nothing.
@MainActor
public protocol KitPresenter: NavigationPresenter {}

extension KitPresenter {
    /// Whether the element or window can show another as `presentation` says, now: a modal when it
    /// is shown and shows none, a push when it is a stack or is pushed on one, a root when it is a
    /// window that shows none.
    ///
    /// - Parameter presentation: How the new element would be shown.
    /// - Returns: `true` when it can show it now; `false` for a type outside the kits.
    public func canPresent(_ presentation: NavigationPresentation) -> Bool {
        kit?.offers(presentation) ?? false
    }

    /// Shows `element` as `presentation` says, the kit's way, and tells the tree before it calls
    /// `completion`. The presenter must be the tree's active leaf (a window: show no root).
    ///
    /// - Parameters:
    ///   - element: The new element, one of the same kit's.
    ///   - presentation: How to show it.
    ///   - animated: Whether to animate the change.
    ///   - completion: Called exactly once: `true` when the element is shown and the tree was told.
    public func present(
        _ element: any Routable,
        as presentation: NavigationPresentation,
        animated: Bool,
        completion: @escaping (Bool) -> Void
    ) {
        guard let kit else { return completion(false) }
        kit.show(element, as: presentation, animated: animated, completion: completion)
    }

    /// The presenter as its kit knows it; every element and window of the three kits is one.
    private var kit: (any KitPresenting)? { self as? any KitPresenting }
}
