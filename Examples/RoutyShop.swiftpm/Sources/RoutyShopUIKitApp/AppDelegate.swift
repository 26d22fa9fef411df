import AppIntents
import RoutyUIKit
import Shop
import UIKit
import UserNotifications

/// The shop's windows, one router and tree each; where an entry the system names no window for
/// goes is decided there (``ShopScenes``, from the `Shop` module, tested on Linux).
@MainActor let shopWindows = ShopScenes()

/// The UIKit app: its one kind of scene shows the shop (``SceneDelegate``); a tapped notification,
/// which names no window, opens where the scenes' policy says — the window that shows its
/// destination, else the active one, else a new one.
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

    /// User Notifications calls this off the main actor; the entry is read there, routed by the
    /// scenes' policy, and the completion called once.
    nonisolated func userNotificationCenter(
        _ center: UNUserNotificationCenter,
        didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping @Sendable () -> Void
    ) {
        guard let entry = NavigationEntry(response) else { return completionHandler() }
        Task { @MainActor in
            if await shopWindows.route(entry) == .needsNewWindow { Self.requestNewWindow() }
            completionHandler()
        }
    }

    /// Asks the system for a new window, where the entries waiting for one open once it connects;
    /// where it gives none (an iPhone has one window), they open in a connected window.
    static func requestNewWindow() {
        let request = UISceneSessionActivationRequest(role: .windowApplication, userActivity: nil, options: nil)
        UIApplication.shared.activateSceneSession(for: request) { _ in
            Task { @MainActor in await shopWindows.newSceneRefused() }
        }
    }
}

/// The window scene: a window whose root its own router fills, brought back where it was, and
/// every way into it the system delivers — `shop://` links other apps open, universal links,
/// Handoff activities and Spotlight results, home-screen quick actions, App Intents directed to
/// it — each opened as a `NavigationEntry` through its router.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var id = NavigationSceneID(rawValue: "")
    private var shop: UIKitShop?

    func scene(
        _ scene: UIScene,
        willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let scene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: scene)
        let shop = UIKitShop(window: window)
        id = NavigationSceneID(rawValue: session.persistentIdentifier)
        shopWindows.connect(id, session: shop.session)
        window.makeKeyAndVisible()
        self.window = window
        self.shop = shop
        // Where the window was, then what it is launched with (links, activities, a quick
        // action) and the entries waiting for a window.
        let restoration = session.stateRestorationActivity?.userInfo?[Self.restorationKey] as? Data
        let entries = NavigationEntry.entries(connectingWith: connectionOptions)
        let id = id
        Task { await shopWindows.start(id, restoring: restoration, opening: entries) }
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        shopWindows.activate(id)
    }

    func sceneWillResignActive(_ scene: UIScene) {
        shopWindows.deactivate(id)
    }

    /// The system let go of the window: its requests still queued end, and its router goes.
    func sceneDidDisconnect(_ scene: UIScene) {
        shopWindows.disconnect(id)
        shop = nil
    }

    /// What this window shows, for the system to hand back when it connects the scene again.
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        guard let data = shopWindows.restorationData(for: id) else { return nil }
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
        let entry = NavigationEntry(shortcutItem)
        let id = id
        Task { completionHandler(await shopWindows.open(entry, in: id)) }
    }

    /// Opens the entries in this window in order, each once the one before it has ended.
    fileprivate func open(_ entries: [NavigationEntry]) {
        let id = id
        Task {
            for entry in entries { await shopWindows.open(entry, in: id) }
        }
    }
}

/// An App Intent the system directs to this window (iOS 26): the entity it opens, shown here,
/// before the intent's `perform()` runs.
@available(iOS 26.0, *)
extension SceneDelegate: AppIntentSceneDelegate {
    func scene(_ scene: UIScene, willPerformAppIntent appIntent: any UISceneAppIntent) {
        guard let entry = NavigationEntry(appIntent: appIntent) else { return }
        open([entry])
    }
}
