import RoutyUIKit
import Shop
import UIKit

/// The UIKit app: its one kind of scene shows the shop (``SceneDelegate``).
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication,
        configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
        configuration.delegateClass = SceneDelegate.self
        return configuration
    }
}

/// The window scene: a window whose root the shop's router fills, and every way into it the system
/// delivers — `shop://` links other apps open, universal links, Handoff activities and Spotlight
/// results, home-screen quick actions — each opened as a `NavigationEntry` through the router.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var shop: UIKitShop?

    func scene(
        _ scene: UIScene,
        willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let scene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: scene)
        // Each window has its own router and tree, and comes back where it was.
        let restoration = session.stateRestorationActivity?.userInfo?[Self.restorationKey] as? Data
        shop = UIKitShop(window: window, restoration: restoration)
        window.makeKeyAndVisible()
        self.window = window
        // What the scene is launched with: links, activities, a quick action.
        open(NavigationEntry.entries(connectingWith: connectionOptions))
    }

    /// What this window shows, for the system to hand back when it connects the scene again.
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        guard let data = shop?.session.restorationData() else { return nil }
        let activity = NSUserActivity(activityType: "dev.routy.shop.uikit.restoration")
        activity.userInfo = [Self.restorationKey: data]
        return activity
    }

    private static let restorationKey = "navigation"

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        open(URLContexts.map { NavigationEntry.link($0.url) })
    }

    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        open(NavigationEntry(userActivity).map { [$0] } ?? [])
    }

    func windowScene(
        _ windowScene: UIWindowScene,
        performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        guard let shop else { return completionHandler(false) }
        let entry = NavigationEntry(shortcutItem)
        Task { completionHandler(await shop.session.open(entry)) }
    }

    /// Opens the entries in order, each once the one before it has ended.
    private func open(_ entries: [NavigationEntry]) {
        guard let shop else { return }
        Task {
            for entry in entries { await shop.session.open(entry) }
        }
    }
}
