import AppIntents
import CoreSpotlight
import RoutySwiftUI
import RoutyUIKit
import Shop
import SwiftUI
import UIKit
import UserNotifications

/// The shop's windows, one router and tree each (``ShopScenes``, from the `Shop` module, tested on
/// Linux): each window saved and brought back on its own.
@MainActor let shopWindows = ShopScenes()

/// The shop: in each window, three tabs, each a navigation stack, and the modals over them, all
/// bound to the models of the window's own ``ShopNavigation``.
@main
struct RoutyShopApp: App {
    /// Tapped notifications, which name no window (``NotificationRouting``).
    @UIApplicationDelegateAdaptor(NotificationRouting.self) private var notifications

    var body: some Scene {
        WindowGroup {
            ShopWindow()
        }
    }
}

/// Opens a tapped notification, which reaches the app-wide notification delegate with no window,
/// where the windows' policy says: the window that shows its destination, else the active one,
/// else a new one, which it asks UIKit for (a SwiftUI window group's windows are UIKit scenes);
/// where none is given (an iPhone), in a connected window.
final class NotificationRouting: NSObject, UIApplicationDelegate, UNUserNotificationCenterDelegate {
    /// User Notifications needs the delegate before the app finishes launching, or the response
    /// that launched it is lost: SwiftUI makes the adaptor's delegate before that.
    override init() {
        super.init()
        UNUserNotificationCenter.current().delegate = self
    }

    /// User Notifications calls this off the main actor; the entry is read there, routed on the
    /// main actor, and the completion called once.
    nonisolated func userNotificationCenter(
        _ center: UNUserNotificationCenter,
        didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping @Sendable () -> Void
    ) {
        guard let entry = NavigationEntry(response) else { return completionHandler() }
        Task { @MainActor in
            if await shopWindows.route(entry) == .needsNewWindow {
                let request = UISceneSessionActivationRequest(role: .windowApplication, userActivity: nil, options: nil)
                UIApplication.shared.activateSceneSession(for: request) { _ in
                    Task { @MainActor in await shopWindows.newSceneRefused() }
                }
            }
            completionHandler()
        }
    }
}

/// One window of the shop, with its own router and tree: it comes back where it was from the
/// scene's storage, and the links and activities the system delivers to it go through its router.
struct ShopWindow: View {
    @State private var navigation = ShopNavigation()
    /// The window's identifier among the app's windows while it is shown.
    @State private var id = NavigationSceneID(rawValue: UUID().uuidString)
    @SceneStorage("navigation") private var restoration: Data?
    @Environment(\.scenePhase) private var phase

    var body: some View {
        ShopRootView(navigation: navigation)
            .onAppear {
                navigation.start(in: id, restoring: restoration) { restoration = $0 }
            }
            .onDisappear { navigation.stop() }
            .onChange(of: phase, initial: true) { _, phase in navigation.setActive(phase == .active) }
            .onOpenURL { url in navigation.open(.link(url)) }
            .onContinueUserActivity(NSUserActivityTypeBrowsingWeb) { navigation.open($0) }
            .onContinueUserActivity(CSSearchableItemActionType) { navigation.open($0) }
            .modifier(OpensIntentsDirectedHere(navigation: navigation))
    }
}

/// The App Intents the system directs to this window (iOS 26): the order an ``OpenOrderIntent``
/// opens, shown here before the intent's `perform()` runs.
struct OpensIntentsDirectedHere: ViewModifier {
    let navigation: ShopNavigation

    func body(content: Content) -> some View {
        if #available(iOS 26.0, *) {
            content.onAppIntentExecution(OpenOrderIntent.self) { intent in
                navigation.open(NavigationEntry(intent))
            }
        } else {
            content
        }
    }
}

/// The tab bar and whatever is presented over it.
struct ShopRootView: View {
    let navigation: ShopNavigation

    var body: some View {
        RoutyTabView(navigation.tabs) {
            Tab("Home", systemImage: "house", value: navigation.home.context) {
                RoutyNavigationStack(navigation.home) { ShopScreenView(context: $0, navigation: navigation) }
            }
            Tab("Catalog", systemImage: "bag", value: navigation.catalog.context) {
                RoutyNavigationStack(navigation.catalog) { ShopScreenView(context: $0, navigation: navigation) }
            }
            Tab("Profile", systemImage: "person", value: navigation.profile.context) {
                RoutyNavigationStack(navigation.profile) { ShopScreenView(context: $0, navigation: navigation) }
            }
        }
        .routySheet(navigation.tabs.modal) { element in
            ShopScreenView(context: element.context, navigation: navigation)
        }
    }
}

/// A screen: its context, and the links it offers (``ShopScreen/exampleLinks``, from the `Shop`
/// module), or the sign-in on the login screen; the orders are a UIKit view controller
/// (``OrdersScreen``).
struct ShopScreenView: View {
    let context: ShopContext
    let navigation: ShopNavigation

    var body: some View {
        if context.type == .orders {
            OrdersScreen(context: context, session: navigation.session)
        } else {
            linksAndSignIn
        }
    }

    /// The context, the links it offers, and the sign-in on the login screen.
    @ViewBuilder private var linksAndSignIn: some View {
        let links = context.type.exampleLinks
        VStack(spacing: 16) {
            Text(context.description)
            if context.type == .login {
                Button("Sign in") { Task { await navigation.session.signIn() } }
            }
            // A range of literals, as SwiftUI asks of this initializer; a screen offers at most
            // three links (ShopSessionTests checks it).
            ForEach(0..<3) { index in
                if index < links.count {
                    Button(links[index].title) { navigation.session.open(links[index].address) }
                }
            }
        }
    }
}
