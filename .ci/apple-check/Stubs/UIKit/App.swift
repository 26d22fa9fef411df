// The app delegate and the scene configuration of a UIKit app (the example's UIKit shop). How this
// file keeps the pages' attributes: see UIKit.swift.

// https://developer.apple.com/documentation/uikit/uiapplication — iOS 2.0
// `@MainActor class UIApplication : UIResponder`
@MainActor
open class UIApplication: UIResponder {}

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
    @available(*, deprecated, message: "optional in UIKit: implement it, with its exact labels")
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
