import Routy

/// A container that pushes: where an element's push goes and where its pop is done — a
/// ``UIKitStack``'s navigation controller, or a ``UIKitSplit``'s columns.
///
/// An element finds it as the holder it is pushed on (``UIKitElement/pushTarget``); a stack and a
/// split are their own.
@MainActor
protocol UIKitPushTarget<ContextType, Platform>: AnyObject {
    /// The context type of the elements it pushes.
    associatedtype ContextType: Hashable & Sendable
    /// The platform of the elements it pushes.
    associatedtype Platform: AdapterPlatform

    /// Pushes `element` on top and tells the tree once the platform shows it; completes when the
    /// transition ends. A push the platform refuses completes `false`.
    func push(_ element: UIKitElement<ContextType, Platform>, animated: Bool, completion: @escaping (Bool) -> Void)

    /// Pops `element` with everything above it and tells the tree once the platform no longer
    /// shows it; completes when the transition ends.
    func pop(_ element: UIKitElement<ContextType, Platform>, animated: Bool, completion: @escaping (Bool) -> Void)
}
