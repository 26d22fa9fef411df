// The app delegate and the scene configuration of a UIKit app (the example's UIKit shop). How this
// file keeps the pages' attributes: see UIKit.swift.

// https://developer.apple.com/documentation/uikit/uiapplication — iOS 2.0
// `@MainActor class UIApplication : UIResponder`
@MainActor
open class UIApplication: UIResponder {
    // https://developer.apple.com/documentation/uikit/uiapplication/shared — iOS 2.0
    // `class var shared: UIApplication { get }`
    open class var shared: UIApplication { UIApplication() }

    // https://developer.apple.com/documentation/uikit/uiapplication/activatescenesession(for:errorhandler:) — iOS 17.0,
    // tvOS 17.0 (a Swift refinement of UIKit's)
    // `@MainActor @preconcurrency func activateSceneSession(for request: UISceneSessionActivationRequest,
    //  errorHandler: ((any Error) -> Void)? = nil)`
    @available(iOS 17.0, tvOS 17.0, *)
    @MainActor @preconcurrency public func activateSceneSession(
        for request: UISceneSessionActivationRequest, errorHandler: ((any Error) -> Void)? = nil
    ) {}
}

// https://developer.apple.com/documentation/uikit/uiscenesessionactivationrequest-swift.struct — iOS 17.0, tvOS 17.0
// `struct UISceneSessionActivationRequest`
@available(iOS 17.0, tvOS 17.0, *)
public struct UISceneSessionActivationRequest {
    // https://developer.apple.com/documentation/uikit/uiscenesessionactivationrequest-swift.struct/init(role:useractivity:options:)
    // — iOS 17.0
    // `init(role: UISceneSession.Role, userActivity: NSUserActivity?, options: UIScene.ActivationRequestOptions?)`
    // (the page shows no default values: every argument is written)
    public init(role: UISceneSession.Role, userActivity: NSUserActivity?, options: UIScene.ActivationRequestOptions?) {}
}

// https://developer.apple.com/documentation/uikit/uisceneconfiguration — iOS 13.0
// `@MainActor class UISceneConfiguration`
@MainActor
open class UISceneConfiguration: NSObject {
    // https://developer.apple.com/documentation/uikit/uisceneconfiguration/init(name:sessionrole:) — iOS 13.0
    // `init(name: String?, sessionRole: UISceneSession.Role)`
    public init(name: String?, sessionRole: UISceneSession.Role) { super.init() }

    // https://developer.apple.com/documentation/uikit/uisceneconfiguration/delegateclass — iOS 13.0
    // `var delegateClass: AnyClass? { get set }`
    open var delegateClass: AnyClass?
}

// https://developer.apple.com/documentation/uikit/uiapplicationdelegate — iOS 2.0
// `@MainActor protocol UIApplicationDelegate : NSObjectProtocol`
@MainActor
public protocol UIApplicationDelegate: NSObjectProtocol {
    // https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:configurationforconnecting:options:) — iOS 13.0
    // `optional func application(_ application: UIApplication, configurationForConnecting
    //  connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration`
    func application(
        _ application: UIApplication,
        configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration
}

extension UIApplicationDelegate {
    // Optional in UIKit: a conformer need not implement it (UIKit.swift says why this default).
    public func application(
        _ application: UIApplication,
        configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
    }

    // https://developer.apple.com/documentation/uikit/uiapplicationdelegate/main() — iOS 2.0
    // `@MainActor @preconcurrency static func main()`
    @MainActor @preconcurrency public static func main() {}
}
