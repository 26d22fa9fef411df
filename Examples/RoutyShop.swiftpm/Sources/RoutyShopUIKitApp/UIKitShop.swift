import RoutyUIKit
import Shop
import UIKit

/// The UIKit shop's navigation: the Playground shop's screens, `shop://` links and session
/// (sign-in wall, saving and restoring; from its `Shop` module), shown by RoutyUIKit's adapters —
/// a tab bar of navigation controllers with a tab group and a search tab, screens pushed, the cart as a sheet in a navigation
/// controller of its own, the login full screen, and the orders as a SwiftUI view
/// (``HostedOrdersController``).
@MainActor
final class UIKitShop {
    let tree = RoutingTree()
    let session: ShopSession
    private let root: UIKitAppWindow<ShopScreen>

    /// Shows the shop in a window, at home: what it shows next — where the window was, what it is
    /// opened with — its scene's ``ShopScenes`` decides.
    init(window: UIWindow) {
        root = UIKitWindow(window, tree: tree)
        let deeplinks = ShopApp.makeDeeplinks()
        let router = NavigationRouter(
            tree: tree, factory: NavigationElementRegistry<ShopScreen>(), deeplinks: deeplinks)
        router.entries = ShopApp.makeEntries(deeplinks: deeplinks)
        let session = ShopSession(router: router)
        var factory = UIKitAppElementRegistry<ShopScreen>()
        let screens: [ShopScreen] = [
            .home, .catalog, .profile, .arrivals, .sale, .search, .article, .category, .product, .order,
        ]
        factory.register(screens) { ShopViewController($0, session: session) }
        // A SwiftUI screen in the UIKit app: its view controller is a UIHostingController.
        factory.register(.orders) { HostedOrdersController($0, session: session) }
        factory.register(.cart, presentation: .modal(.sheet, inNavigationStack: true)) {
            ShopViewController($0, session: session)
        }
        factory.register(.login, presentation: .modal(.fullScreen, inNavigationStack: false)) {
            ShopViewController($0, session: session)
        }
        // The tab group of collections (a section of the iPad's sidebar, a `UITabGroup`) and the
        // search tab (a `UISearchTab`) on iOS 18 and later; on iOS 17 the group is one tab of the
        // bar, and the tab bar controller gets view controllers, as before.
        factory.registerTabs(.collections, tabs: [ShopApp.arrivalsContext, ShopApp.saleContext])
        factory.registerTabs(
            .app, tabs: [ShopContext(.home), ShopContext(.catalog), ShopApp.collectionsContext, ShopContext(.profile)],
            searchTab: ShopApp.searchContext)
        session.router.factory = factory
        self.session = session
        try? root.show(factory.element(for: ShopContext(.app)))  // a new window: it cannot fail
    }
}

/// A screen: its context, and the links it offers (``ShopScreen/exampleLinks``, from the `Shop`
/// module), or the sign-in on the login screen.
final class ShopViewController: UIViewController, ContextViewController {
    private(set) var context: ShopContext
    private let session: ShopSession

    init(_ context: ShopContext, session: ShopSession) {
        self.context = context
        self.session = session
        super.init(nibName: nil, bundle: nil)
        title = context.description
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() {
        let label = UILabel()
        label.text = context.description
        var buttons = context.type.exampleLinks.map { link in
            UIButton(
                primaryAction: UIAction(title: link.title) { _ in
                    Task { await AppDelegate.route(.link(link.address)) }  // in the window the policy picks
                })
        }
        if context.type == .login {
            let signIn = UIAction(title: "Sign in") { _ in Task { await shopWindows.signIn() } }  // in every window
            buttons.append(UIButton(primaryAction: signIn))
        }
        let stack = UIStackView(arrangedSubviews: [label] + buttons)
        stack.axis = .vertical
        stack.spacing = 16
        stack.backgroundColor = .systemBackground
        view = stack
    }
}
