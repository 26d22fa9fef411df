// Windows and scenes, as the docs' scene delegates use them. How this file keeps the pages'
// attributes: see UIKit.swift.

// https://developer.apple.com/documentation/uikit/uiscenesession — iOS 13.0
// `@MainActor class UISceneSession : NSObject`
@MainActor
open class UISceneSession: NSObject {
    // https://developer.apple.com/documentation/uikit/uiscenesession/role-swift.struct — iOS 13.0
    // `struct Role`, a raw-representable string
    public struct Role: Hashable, Sendable, RawRepresentable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    // https://developer.apple.com/documentation/uikit/uiscenesession/role-swift.property — iOS 13.0
    // `var role: UISceneSession.Role { get }`
    open var role: Role { Role(rawValue: "") }
}

// https://developer.apple.com/documentation/uikit/uiscene — iOS 13.0
// `@MainActor class UIScene : UIResponder`
@MainActor
open class UIScene: UIResponder {
    // https://developer.apple.com/documentation/uikit/uiscene/connectionoptions — iOS 13.0
    // `@MainActor class ConnectionOptions : NSObject`
    @MainActor
    open class ConnectionOptions: NSObject {
        // https://developer.apple.com/documentation/uikit/uiscene/connectionoptions/urlcontexts — iOS 13.0
        // `var urlContexts: Set<UIOpenURLContext> { get }`
        open var urlContexts: Set<UIOpenURLContext> { [] }
    }
}

// https://developer.apple.com/documentation/uikit/uiwindowscene — iOS 13.0
// `@MainActor class UIWindowScene : UIScene`
@MainActor
open class UIWindowScene: UIScene {}

// https://developer.apple.com/documentation/uikit/uiopenurlcontext — iOS 13.0
// `@MainActor class UIOpenURLContext : NSObject`
@MainActor
open class UIOpenURLContext: NSObject {
    // https://developer.apple.com/documentation/uikit/uiopenurlcontext/url — iOS 13.0
    // `var url: URL { get }`
    open var url: URL { URL(fileURLWithPath: "/") }
}

// https://developer.apple.com/documentation/uikit/uiwindow — iOS 2.0
// `@MainActor class UIWindow : UIView`
@MainActor
open class UIWindow: UIView {
    // https://developer.apple.com/documentation/uikit/uiwindow/init(windowscene:) — iOS 13.0
    // `init(windowScene: UIWindowScene)`
    public init(windowScene: UIWindowScene) { super.init(frame: .zero) }

    // https://developer.apple.com/documentation/uikit/uiwindow/init(coder:) — iOS 2.0
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    // https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller — iOS 4.0
    // `var rootViewController: UIViewController? { get set }`
    open var rootViewController: UIViewController?

    // https://developer.apple.com/documentation/uikit/uiwindow/makekeyandvisible() — iOS 2.0
    // `func makeKeyAndVisible()`
    open func makeKeyAndVisible() {}
}

// https://developer.apple.com/documentation/uikit/uiscenedelegate — iOS 13.0
// `@MainActor protocol UISceneDelegate : NSObjectProtocol`
@MainActor
public protocol UISceneDelegate: NSObjectProtocol {
    // https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:willconnectto:options:) — iOS 13.0
    // `optional func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
    //  options connectionOptions: UIScene.ConnectionOptions)`
    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)

    // https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:openurlcontexts:) — iOS 13.0
    // `optional func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)`
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
}

extension UISceneDelegate {
    @available(*, deprecated, message: "optional in UIKit: implement it, with its exact labels")
    public func scene(
        _ scene: UIScene,
        willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {}

    @available(*, deprecated, message: "optional in UIKit: implement it, with its exact labels")
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
}

// https://developer.apple.com/documentation/uikit/uiwindowscenedelegate — iOS 13.0
// `@MainActor protocol UIWindowSceneDelegate : UISceneDelegate`
@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    // https://developer.apple.com/documentation/uikit/uiwindowscenedelegate/window — iOS 13.0
    // `optional var window: UIWindow? { get set }`
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    @available(*, deprecated, message: "optional in UIKit: implement it, with its exact name")
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}
