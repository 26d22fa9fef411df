import Foundation
import Portus
import Routy
import RoutySwiftUI
import Shop

/// The SwiftUI shop's navigation: the Playground shop's screens, `shop://` links and sign-in wall
/// (from its `Shop` module, which the tests check), shown by RoutySwiftUI's models instead of
/// headless elements. The views only bind to the models; every request goes through the router.
@MainActor
final class ShopNavigation {
    let tree = RoutingTree()
    let home = RoutyStack(ShopContext(.home))
    let catalog = RoutyStack(ShopContext(.catalog))
    let profile = RoutyStack(ShopContext(.profile))
    let tabs: RoutyTabs<ShopScreen>
    let router: NavigationRouter<ShopScreen>
    /// Whether the user is signed in; the app starts signed out, as the Playground shop does.
    private(set) var isSignedIn = false
    /// Where what the app shows is saved, so that the next launch shows it again.
    private let defaults: UserDefaults
    private static let savedKey = "RoutyShop.navigation"

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
        tabs = RoutyTabs(ShopContext(.app), tabs: [home, catalog, profile])
        try? tabs.showAsRoot(in: tree)  // a new tree: it cannot fail
        var factory = NavigationElementRegistry<ShopScreen>()
        factory.register(.cart, presentation: .modal) { RoutyScreen($0, modalStyle: .sheet) }
        factory.register(.login, presentation: .modal) { RoutyScreen($0, modalStyle: .fullScreenCover) }
        factory.register([.article, .category, .product, .order]) {
            RoutyScreen($0, updatesInPlace: $0.payload != nil)
        }
        factory.register(.orders) { RoutyScreen($0) }
        router = NavigationRouter(tree: tree, factory: factory, deeplinks: ShopApp.makeDeeplinks())
        router.interceptors = [
            SignInInterceptor(
                requiresSignIn: { $0.type.requiresSignIn },
                isSignedIn: { [weak self] in self?.isSignedIn ?? false },
                login: { _ in ShopContext(.login) }
            )
        ]
        _ = router.addObserver { [weak self] event in
            switch event {
            case .requestEnded, .userNavigated: self?.save()
            default: break
            }
        }
        Task { await self.restoreSaved() }
    }

    /// Opens a `shop://` link, as a tap on a link in another app does.
    func open(_ link: String) {
        Task { _ = try? await router.open(link) }
    }

    /// Signs in, closes the login screen, and resumes what the sign-in wall stopped.
    func signIn() async {
        isSignedIn = true
        _ = try? await router.perform(.close(ShopContext(.login), source: "login"))
        if router.pendingRequest != nil { _ = try? await router.perform(.resumePending) }
    }

    /// Saves what the app shows.
    private func save() {
        guard let data = try? router.snapshot().jsonData() else { return }
        defaults.set(data, forKey: Self.savedKey)
    }

    /// Shows what the app showed when it was last saved; a screen behind the sign-in wall shows
    /// the login first, as a link to it would.
    private func restoreSaved() async {
        guard let data = defaults.data(forKey: Self.savedKey),
            let snapshot = try? NavigationSnapshot<ShopScreen>(jsonData: data)
        else { return }
        _ = try? await router.restore(snapshot)
    }
}
