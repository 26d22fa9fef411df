import Portus

/// What an element or window of a kit does when the router asks it to present: the part of
/// ``KitPresenter`` each kit writes. (A public protocol's extension cannot take its witnesses from a
/// `package` protocol, so ``KitPresenter`` finds this one at run time.)
@MainActor
package protocol KitPresenting: AnyObject {
    /// Shows `element` as `presentation` says and tells the tree; calls `completion` exactly once:
    /// `true` when the element is shown and the tree was told.
    func show(
        _ element: any Routable,
        as presentation: NavigationPresentation,
        animated: Bool,
        completion: @escaping (Bool) -> Void
    )

    /// Whether the presenter can show another element as `presentation` says, now.
    func offers(_ presentation: NavigationPresentation) -> Bool
}

/// A kit presenter that shows an element at once, with no transition to wait for: the headless
/// elements, the SwiftUI models (SwiftUI animates the bound change itself), the windows.
@MainActor
package protocol ImmediateKitPresenting: KitPresenting {
    /// Shows `element` as `presentation` says and tells the tree.
    ///
    /// - Returns: `true` when the element is shown and the tree was told.
    func presents(_ element: any Routable, as presentation: NavigationPresentation) -> Bool
}

extension ImmediateKitPresenting {
    /// Shows `element` at once and completes with whether it is shown.
    package func show(
        _ element: any Routable,
        as presentation: NavigationPresentation,
        animated: Bool,
        completion: @escaping (Bool) -> Void
    ) {
        completion(presents(element, as: presentation))
    }
}
