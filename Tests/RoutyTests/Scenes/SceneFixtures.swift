import Foundation
import Routy
import RoutyHeadless
import RoutyTestSupport
import Testing

/// An app with a window per scene: each scene a test shop of its own, with the same links, the
/// same entry readings and a sign-in wall in front of `profile`, `orders` and `order` that each
/// scene's session passes on its own.
@MainActor
final class ScenesApp {
    /// The shops of the connected scenes; a disconnected scene's shop is let go of, as UIKit lets
    /// go of a disconnected scene's window.
    private(set) var shops: [NavigationSceneID: TestShop] = [:]
    /// The scenes whose user is signed in.
    var signedIn: Set<NavigationSceneID> = []
    /// How many routers the factory made.
    private(set) var madeCount = 0
    /// The scenes; each router is made by ``makeRouter(for:)``.
    private(set) lazy var scenes = NavigationScenes<Screen> { [unowned self] scene throws(NavigationError<Screen>) in
        try makeRouter(for: scene)
    }

    static let activityType = "com.example.shop.screen"

    static let links: DeeplinkTable<Screen> = {
        var links = DeeplinkTable<Screen>()
        links.register("shop://cart") { _ in
            [.cart]
        } link: {
            $0 == [.cart] ? [:] : nil
        }
        links.register("shop://catalog") { _ in [.catalog] }
        links.register("shop://orders/:order") { link in
            [.profile, .orders, .order(try link.value("order"))]
        } link: { contexts in
            guard contexts.count == 3, contexts[..<2] == [.profile, .orders], let id = contexts[2].payload(as: Int.self)
            else { return nil }
            return ["order": id]
        }
        links.register("shop://catalog/:category/:product") { link in
            [.catalog, .category(try link.value("category")), .product(try link.value("product"))]
        } link: { contexts in
            guard contexts.count == 3, contexts[0] == .catalog, let slug = contexts[1].payload(as: String.self),
                let id = contexts[2].payload(as: Int.self)
            else { return nil }
            return ["category": slug, "product": id]
        }
        links.register("https://shop.example.com/articles/:id") { link in
            [.home, .article(try link.value("id"))]
        } link: { contexts in
            guard contexts.count == 2, contexts[0] == .home, let id = contexts[1].payload(as: Int.self) else {
                return nil
            }
            return ["id": id]
        }
        return links
    }()

    private func makeRouter(for scene: NavigationSceneID) throws(NavigationError<Screen>) -> NavigationRouter<Screen> {
        let shop: TestShop
        do {
            shop = try TestShop()
        } catch {
            throw .input(UnderlyingError(error))
        }
        var entries = NavigationEntryTable<Screen>()
        entries.register(.notification, "orderShipped") { entry in
            [.profile, .orders, .order(try entry.value("order", as: Int.self))]
        }
        entries.register(.intent, "Order") { entry in
            [.profile, .orders, .order(try entry.value("id", as: Int.self))]
        }
        entries.register(.shortcut, "cart") { _ in [.cart] }
        entries.register(.activity, Self.activityType, links: Self.links)
        shop.router.deeplinks = Self.links
        shop.router.entries = entries
        shop.router.interceptors = [
            SignInInterceptor(
                requiresSignIn: { [.profile, .orders, .order].contains($0.type) },
                isSignedIn: { [unowned self] in signedIn.contains(scene) },
                login: { _ in .login }
            )
        ]
        shops[scene] = shop
        madeCount += 1
        return shop.router
    }

    /// Connects `scene`.
    @discardableResult
    func connect(_ scene: NavigationSceneID) throws -> TestShop {
        try scenes.connect(scene)
        return try #require(shops[scene])
    }

    /// The shops of disconnected scenes, until ``releaseClosed()``: the test shop's factory
    /// expects its shop to outlive a request that is still running.
    private(set) var closed: [TestShop] = []

    /// Disconnects `scene`; its window is let go of at ``releaseClosed()``.
    func disconnect(_ scene: NavigationSceneID) {
        scenes.disconnect(scene)
        if let shop = shops.removeValue(forKey: scene) { closed.append(shop) }
    }

    /// Lets go of the windows of the disconnected scenes.
    func releaseClosed() {
        closed = []
    }

    /// The active path of `scene`, as `app > catalog > product(42)`; `-` when not connected.
    func path(_ scene: NavigationSceneID) -> String {
        shops[scene]?.path ?? "-"
    }
}
