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

    // https://developer.apple.com/documentation/uikit/uiscenesession/staterestorationactivity — iOS 13.0
    // `var stateRestorationActivity: NSUserActivity? { get }`
    open var stateRestorationActivity: NSUserActivity? { nil }

    // https://developer.apple.com/documentation/uikit/uiscenesession/persistentidentifier — iOS 13.0
    // `var persistentIdentifier: String { get }`
    open var persistentIdentifier: String { "" }
}

extension UISceneSession.Role {
    // https://developer.apple.com/documentation/uikit/uiscenesession/role-swift.struct/windowapplication — iOS 13.0
    // `static let windowApplication: UISceneSession.Role`
    public static let windowApplication = UISceneSession.Role(rawValue: "UIWindowSceneSessionRoleApplication")
}

// https://developer.apple.com/documentation/uikit/uiscene — iOS 13.0
// `@MainActor class UIScene : UIResponder`
@MainActor
open class UIScene: UIResponder {
    // https://developer.apple.com/documentation/uikit/uiscene/session — iOS 13.0
    // `var session: UISceneSession { get }`
    open var session: UISceneSession { UISceneSession() }

    // https://developer.apple.com/documentation/uikit/uiscene/activationrequestoptions — iOS 13.0
    // `@MainActor class ActivationRequestOptions : NSObject`
    @MainActor
    open class ActivationRequestOptions: NSObject {}

    // https://developer.apple.com/documentation/uikit/uiscene/connectionoptions — iOS 13.0
    // `@MainActor class ConnectionOptions : NSObject`
    @MainActor
    open class ConnectionOptions: NSObject {
        // https://developer.apple.com/documentation/uikit/uiscene/connectionoptions/urlcontexts — iOS 13.0
        // `var urlContexts: Set<UIOpenURLContext> { get }`
        open var urlContexts: Set<UIOpenURLContext> { [] }

        // https://developer.apple.com/documentation/uikit/uiscene/connectionoptions/useractivities — iOS 13.0
        // `var userActivities: Set<NSUserActivity> { get }`
        open var userActivities: Set<NSUserActivity> { [] }

        // https://developer.apple.com/documentation/uikit/uiscene/connectionoptions/shortcutitem — iOS 13.0,
        // not tvOS
        // `var shortcutItem: UIApplicationShortcutItem? { get }`
        @available(tvOS, unavailable)
        open var shortcutItem: UIApplicationShortcutItem? { nil }
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

    // https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:continue:) — iOS 13.0
    // `optional func scene(_ scene: UIScene, continue userActivity: NSUserActivity)`
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity)

    // https://developer.apple.com/documentation/uikit/uiscenedelegate/staterestorationactivity(for:) — iOS 13.0
    // `optional func stateRestorationActivity(for scene: UIScene) -> NSUserActivity?`
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity?

    // https://developer.apple.com/documentation/uikit/uiscenedelegate/scenediddisconnect(_:) — iOS 13.0
    // `optional func sceneDidDisconnect(_ scene: UIScene)`
    func sceneDidDisconnect(_ scene: UIScene)

    // https://developer.apple.com/documentation/uikit/uiscenedelegate/scenedidbecomeactive(_:) — iOS 13.0
    // `optional func sceneDidBecomeActive(_ scene: UIScene)`
    func sceneDidBecomeActive(_ scene: UIScene)

    // https://developer.apple.com/documentation/uikit/uiscenedelegate/scenewillresignactive(_:) — iOS 13.0
    // `optional func sceneWillResignActive(_ scene: UIScene)`
    func sceneWillResignActive(_ scene: UIScene)
}

extension UISceneDelegate {
    // Optional in UIKit: a conformer need not implement it (UIKit.swift says why this default).
    public func scene(
        _ scene: UIScene,
        willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {}

    // Optional in UIKit: a conformer need not implement it (UIKit.swift says why this default).
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}

    // Optional in UIKit: a conformer need not implement it (UIKit.swift says why this default).
    public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {}

    // Optional in UIKit: a conformer need not implement it (UIKit.swift says why this default).
    public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? { nil }

    // Optional in UIKit: a conformer need not implement it (UIKit.swift says why this default).
    public func sceneDidDisconnect(_ scene: UIScene) {}

    // Optional in UIKit: a conformer need not implement it (UIKit.swift says why this default).
    public func sceneDidBecomeActive(_ scene: UIScene) {}

    // Optional in UIKit: a conformer need not implement it (UIKit.swift says why this default).
    public func sceneWillResignActive(_ scene: UIScene) {}
}

// https://developer.apple.com/documentation/uikit/uiwindowscenedelegate — iOS 13.0
// `@MainActor protocol UIWindowSceneDelegate : UISceneDelegate`
@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    // https://developer.apple.com/documentation/uikit/uiwindowscenedelegate/window — iOS 13.0
    // `optional var window: UIWindow? { get set }`
    var window: UIWindow? { get set }

    // https://developer.apple.com/documentation/uikit/uiwindowscenedelegate/windowscene(_:performactionfor:completionhandler:)
    // — iOS 13.0, not tvOS
    // `optional func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem:
    //  UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void)`
    @available(tvOS, unavailable)
    func windowScene(
        _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void)
}

extension UIWindowSceneDelegate {
    // Optional in UIKit: a conformer need not implement it (UIKit.swift says why this default).
    public var window: UIWindow? {
        get { nil }
        set {}
    }

    // Optional in UIKit: a conformer need not implement it (UIKit.swift says why this default).
    @available(tvOS, unavailable)
    public func windowScene(
        _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {}
}

// https://developer.apple.com/documentation/uikit/uiapplicationshortcutitem — iOS 9.0, not tvOS
// `class UIApplicationShortcutItem` (not main-actor isolated)
@available(tvOS, unavailable)
open class UIApplicationShortcutItem: NSObject {
    // https://developer.apple.com/documentation/uikit/uiapplicationshortcutitem/type — iOS 9.0
    // `var type: String { get }`
    open var type: String { "" }

    // https://developer.apple.com/documentation/uikit/uiapplicationshortcutitem/userinfo — iOS 9.0
    // `var userInfo: [String : any NSSecureCoding]? { get }`
    open var userInfo: [String: any NSSecureCoding]? { nil }
}

// Foundation's, which UIKit re-exports: Linux's Foundation has no `NSUserActivity`.
// https://developer.apple.com/documentation/foundation/nsuseractivity — iOS 8.0
// `class NSUserActivity : NSObject`
open class NSUserActivity: NSObject {
    // https://developer.apple.com/documentation/foundation/nsuseractivity/init(activitytype:) — iOS 8.0
    // `init(activityType: String)`
    public init(activityType: String) { super.init() }

    // https://developer.apple.com/documentation/foundation/nsuseractivity/activitytype — iOS 8.0
    // `var activityType: String { get }`
    open var activityType: String { "" }

    // https://developer.apple.com/documentation/foundation/nsuseractivity/title — iOS 8.0
    // `var title: String? { get set }`
    open var title: String?

    // https://developer.apple.com/documentation/foundation/nsuseractivity/userinfo — iOS 8.0
    // `var userInfo: [AnyHashable : Any]? { get set }`
    open var userInfo: [AnyHashable: Any]?

    // https://developer.apple.com/documentation/foundation/nsuseractivity/webpageurl — iOS 8.0
    // `var webpageURL: URL? { get set }`
    open var webpageURL: URL?

    // https://developer.apple.com/documentation/foundation/nsuseractivity/iseligibleforhandoff — iOS 9.0
    // `var isEligibleForHandoff: Bool { get set }`
    open var isEligibleForHandoff: Bool = true

    // https://developer.apple.com/documentation/foundation/nsuseractivity/iseligibleforsearch — iOS 9.0
    // `var isEligibleForSearch: Bool { get set }`
    open var isEligibleForSearch: Bool = false
}

// https://developer.apple.com/documentation/foundation/nsuseractivitytypebrowsingweb — iOS 8.0
// `let NSUserActivityTypeBrowsingWeb: String`
public let NSUserActivityTypeBrowsingWeb: String = ""
