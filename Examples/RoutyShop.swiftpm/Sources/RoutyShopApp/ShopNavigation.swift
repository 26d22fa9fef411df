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
    /// The shop's tab group, a `TabSection` of the sidebar: new arrivals and the sale.
    let arrivals = SwiftUIStack(ShopApp.arrivalsContext)
    let sale = SwiftUIStack(ShopApp.saleContext)
    let collections: SwiftUITabs<ShopScreen>
    /// The search tab: a screen that takes a link's query in place.
    let search = SwiftUIScreen(ShopApp.searchContext, updatesInPlace: true)
    let tabs: SwiftUITabs<ShopScreen>
    let session: ShopSession

    init() {
        collections = SwiftUITabs(ShopApp.collectionsContext, tabs: [arrivals, sale])
        tabs = SwiftUITabs(ShopContext(.app), tabs: [home, catalog, collections, profile, search])
        try? tabs.showAsRoot(in: tree)  // a new tree: it cannot fail
        var factory = NavigationElementRegistry<ShopScreen>()
        factory.register(.cart, presentation: .modal) { SwiftUIScreen($0, modalStyle: .sheet) }
        factory.register(.login, presentation: .modal) { SwiftUIScreen($0, modalStyle: .fullScreenCover) }
        factory.register([.article, .category, .product, .order]) {
            SwiftUIScreen($0, updatesInPlace: $0.payload != nil)
        }
        factory.register(.orders) { SwiftUIScreen($0) }
        session = ShopSession(
            router: NavigationRouter(tree: tree, factory: factory, deeplinks: ShopApp.makeDeeplinks()))
    }

    private var started = false

    /// Shows the window where `restoration` (the scene's storage) says it was, or else where the
    /// app was last saved, and hands `save` what the window shows after each change, for the
    /// scene's storage. Only the first call does anything: SwiftUI may show a window's view again.
    func start(restoring restoration: Data?, save: @escaping (Data?) -> Void) {
        guard !started else { return }
        started = true
        let session = session
        _ = session.router.addObserver { event in
            switch event {
            case .requestEnded, .userNavigated: save(session.restorationData())
            default: break
            }
        }
        Task {
            if let restoration {
                await session.restore(from: restoration)
            } else {
                await session.restore()
            }
        }
    }

    /// Opens what an activity the window continues stands for: a universal link, a Handoff
    /// activity, a Spotlight result.
    func open(_ activity: NSUserActivity) {
        guard let entry = NavigationEntry(activity) else { return }
        let session = session
        Task { await session.open(entry) }
    }
}
