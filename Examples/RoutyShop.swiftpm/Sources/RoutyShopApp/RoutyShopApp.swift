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
    /// Tapped notifications, which name no window (``AppDelegate``).
    @UIApplicationDelegateAdaptor(AppDelegate.self) private var appDelegate

    var body: some Scene {
        WindowGroup {
            ShopWindow()
        }
    }
}

/// Opens a tapped notification, which reaches the app-wide notification delegate with no window,
/// and a link tapped inside the app, where the windows' policy says (``route(_:)``).
final class AppDelegate: NSObject, UIApplicationDelegate, UNUserNotificationCenterDelegate {
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
            await Self.route(entry)
            completionHandler()
        }
    }

    /// Opens an entry that names no window where the windows' policy says — the window that shows
    /// its destination, else the active one — or asks UIKit for a new window (a SwiftUI window
    /// group's windows are UIKit scenes), where the entry opens once it connects, or, where none
    /// is given (an iPhone has one window), in a connected one. (A window of its own identifier
    /// has no scene session to bring forward, as the UIKit app does.)
    static func route(_ entry: NavigationEntry) async {
        switch await shopWindows.route(entry) {
        case .needsNewWindow:
            let request = UISceneSessionActivationRequest(role: .windowApplication, userActivity: nil, options: nil)
            UIApplication.shared.activateSceneSession(for: request) { _ in
                Task { @MainActor in await shopWindows.newSceneRefused() }
            }
        case .opened, .waitsForFirstWindow, .refused:
            break
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

/// The tab bar — a sidebar on an iPad, with the collections as a section, and a search tab — and
/// whatever is presented over it. The user may hide tabs and reorder the section's tabs; the
/// customization comes back at the next launch.
struct ShopRootView: View {
    let navigation: ShopNavigation

    var body: some View {
        let tabs = navigation.tabs
        RoutyTabView(tabs) {
            Tab("Home", systemImage: "house", value: navigation.home.context) {
                stack(navigation.home)
            }
            .customizationID(tabs.customizationID(of: navigation.home) ?? "home")
            .customizationBehavior(.disabled, for: .sidebar, .tabBar)
            Tab("Catalog", systemImage: "bag", value: navigation.catalog.context) {
                stack(navigation.catalog)
            }
            .customizationID(tabs.customizationID(of: navigation.catalog) ?? "catalog")
            TabSection("Collections") {
                collectionTab("New arrivals", systemImage: "sparkles", navigation.arrivals)
                collectionTab("Sale", systemImage: "tag", navigation.sale)
            }
            .customizationID(tabs.customizationID(of: navigation.collections) ?? "collections")
            Tab("Profile", systemImage: "person", value: navigation.profile.context) {
                stack(navigation.profile)
            }
            .customizationID(tabs.customizationID(of: navigation.profile) ?? "profile")
            Tab("Search", systemImage: "magnifyingglass", value: navigation.search.context, role: .search) {
                ShopScreenView(context: navigation.search.context, navigation: navigation)
            }
            .customizationID(tabs.customizationID(of: navigation.search) ?? "search")
        }
        .tabViewStyle(.sidebarAdaptable)
        .tabViewCustomization(Bindable(tabs).tabViewCustomization)
        .onChange(of: tabs.tabViewCustomization) { _, customization in
            navigation.persistTabCustomization(customization)
        }
        .onAppear { navigation.restoreTabCustomization() }
        .routySheet(navigation.tabs.modal) { element in
            ShopScreenView(context: element.context, navigation: navigation)
        }
    }

    /// A tab's navigation stack.
    private func stack(_ model: SwiftUIStack<ShopScreen>) -> some View {
        RoutyNavigationStack(model) { ShopScreenView(context: $0, navigation: navigation) }
    }

    /// A tab of the collections section.
    private func collectionTab(
        _ title: LocalizedStringKey, systemImage: String, _ model: SwiftUIStack<ShopScreen>
    ) -> some TabContent<ShopContext> {
        Tab(title, systemImage: systemImage, value: model.context) { stack(model) }
            .customizationID(navigation.collections.customizationID(of: model) ?? model.context.description)
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
                Button("Sign in") { Task { await shopWindows.signIn() } }  // in every window
            }
            // A range of literals, as SwiftUI asks of this initializer; a screen offers at most
            // three links (ShopSessionTests checks it).
            ForEach(0..<3) { index in
                if index < links.count {
                    Button(links[index].title) {
                        Task { await AppDelegate.route(.link(links[index].address)) }  // where the policy says
                    }
                }
            }
        }
    }
}
