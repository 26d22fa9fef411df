import RoutySwiftUI
import RoutyUIKit
import Shop
import UIKit

/// The SwiftUI shop's navigation: the Playground shop's screens, `shop://` links and session
/// (sign-in wall, saving and restoring; from its `Shop` module), shown by RoutySwiftUI's models
/// instead of headless elements. The views only bind to the models; every request goes through
/// the router.
@MainActor
final class ShopNavigation {
    let tree = RoutingTree()
    let home = SwiftUIStack(ShopContext(.home))
    let catalog = SwiftUIStack(ShopContext(.catalog))
    let profile = SwiftUIStack(ShopContext(.profile))
    let tabs: SwiftUITabs<ShopScreen>
    let session: ShopSession

    init() {
        tabs = SwiftUITabs(ShopContext(.app), tabs: [home, catalog, profile])
        try? tabs.showAsRoot(in: tree)  // a new tree: it cannot fail
        var factory = NavigationElementRegistry<ShopScreen>()
        factory.register(.cart, presentation: .modal) { SwiftUIScreen($0, modalStyle: .sheet) }
        factory.register(.login, presentation: .modal) { SwiftUIScreen($0, modalStyle: .fullScreenCover) }
        factory.register([.article, .category, .product, .order]) {
            SwiftUIScreen($0, updatesInPlace: $0.payload != nil)
        }
        factory.register(.orders) { SwiftUIScreen($0) }
        let deeplinks = ShopApp.makeDeeplinks()
        let router = NavigationRouter(tree: tree, factory: factory, deeplinks: deeplinks)
        router.entries = ShopApp.makeEntries(deeplinks: deeplinks)
        session = ShopSession(router: router)
    }

    /// The window's identifier among the app's windows, once ``start(in:restoring:save:)`` has
    /// connected it.
    private var id: NavigationSceneID?
    /// Whether the window's scene phase is `active`.
    private var isActive = false

    /// Connects the window to the app's windows (``ShopScenes``, from the `Shop` module), which
    /// bring it back where `restoration` (the scene's storage) says it was, and hands `save` what
    /// the window shows after each change, for the scene's storage. Only the first call does
    /// anything: SwiftUI may show a window's view again.
    func start(in id: NavigationSceneID, restoring restoration: Data?, save: @escaping (Data?) -> Void) {
        guard self.id == nil else { return }
        self.id = id
        shopWindows.connect(id, session: session)
        setActive(isActive)
        _ = session.router.addObserver { event in
            switch event {
            case .requestEnded, .userNavigated: save(shopWindows.restorationData(for: id))
            default: break
            }
        }
        Task { await shopWindows.start(id, restoring: restoration, opening: []) }
    }

    /// The window closed: its requests still queued end, and its router goes, for good.
    func stop() {
        guard let id else { return }
        shopWindows.disconnect(id)
    }

    /// Tells the app's windows whether the user works in this one (its scene phase is `active`),
    /// now or once ``start(in:restoring:save:)`` has connected it: SwiftUI leaves open whether a
    /// view's first `onChange(initial:)` comes before or after its `onAppear`.
    func setActive(_ isActive: Bool) {
        self.isActive = isActive
        guard let id else { return }
        if isActive {
            shopWindows.activate(id)
        } else {
            shopWindows.deactivate(id)
        }
    }

    /// Opens an entry the system delivered to this window: a link, an activity, an intent.
    func open(_ entry: NavigationEntry) {
        guard let id else { return }
        Task { await shopWindows.open(entry, in: id) }
    }

    /// Opens what an activity the window continues stands for: a universal link, a Handoff
    /// activity, a Spotlight result.
    func open(_ activity: NSUserActivity) {
        NavigationEntry(activity).map { open($0) }
    }
}
