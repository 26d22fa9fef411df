import RoutySwiftUI
import Shop

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
        session = ShopSession(
            router: NavigationRouter(tree: tree, factory: factory, deeplinks: ShopApp.makeDeeplinks()))
        Task { await self.session.restore() }
    }
}
