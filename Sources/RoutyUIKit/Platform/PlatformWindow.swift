/// The member of `UIWindow` the window adapter uses, and nothing else.
@MainActor
public protocol PlatformWindow: AnyObject {
    /// The view-controller type: `UIViewController`.
    associatedtype ViewControllerType: AnyObject

    /// The view controller that fills the window: `rootViewController`.
    var rootViewController: ViewControllerType? { get set }
}
