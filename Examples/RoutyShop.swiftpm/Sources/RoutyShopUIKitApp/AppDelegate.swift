import RoutyUIKit
import Shop
import UIKit
import UserNotifications

/// The UIKit app: its one kind of scene shows the shop (``SceneDelegate``); a tapped notification
/// opens in the window connected last, or in the first one when it launched the app.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {
    /// User Notifications needs the delegate before the app finishes launching, or the response
    /// that launched it is lost: the app delegate is made before that.
    override init() {
        super.init()
        UNUserNotificationCenter.current().delegate = self
    }

    func application(
        _ application: UIApplication,
        configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
        configuration.delegateClass = SceneDelegate.self
        return configuration
    }

    /// User Notifications calls this off the main actor; the entry is read there, and opened in the
    /// session of the window connected last — or kept for the first window when none is yet — and
    /// the completion called once.
    nonisolated func userNotificationCenter(
        _ center: UNUserNotificationCenter,
        didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping @Sendable () -> Void
    ) {
        guard let entry = NavigationEntry(response) else { return completionHandler() }
        Task { @MainActor in
            if let shop = SceneDelegate.current?.shop {
                await shop.session.open(entry)
            } else {
                SceneDelegate.pending.append(entry)
            }
            completionHandler()
        }
    }
}

/// The window scene: a window whose root the shop's router fills, and every way into it the system
/// delivers — `shop://` links other apps open, universal links, Handoff activities and Spotlight
/// results, home-screen quick actions — each opened as a `NavigationEntry` through the router.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    fileprivate var shop: UIKitShop?

    /// The window connected last, where a tapped notification opens, and the entries of those
    /// tapped before any window was.
    fileprivate static weak var current: SceneDelegate?
    fileprivate static var pending: [NavigationEntry] = []

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
        open(NavigationEntry.entries(connectingWith: connectionOptions) + Self.pending)
        Self.pending = []
        Self.current = self
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
