import Foundation
import Routy

extension ShopApp {
    /// The activity type of the shop's screens: what ``activity`` publishes, and what the shop
    /// reads back when another device continues it.
    public nonisolated static let activityType = "com.example.shop.screen"

    /// The readings of the shop's entries other than links, each with an example for the startup
    /// check:
    ///
    /// - a notification `orderShipped` with `order=N` shows the order;
    /// - the activity ``activityType`` shows its link, as ``activity`` publishes it; any other
    ///   activity with a `link` does too;
    /// - the quick actions `cart` and `orders` show the cart and the orders;
    /// - the intents `Order`, `Article` and `Category` show the entity with the intent's `id`.
    ///
    /// - Parameter deeplinks: The shop's links, for the activities.
    public static func makeEntries(deeplinks: DeeplinkTable<ShopScreen>) -> NavigationEntryTable<ShopScreen> {
        let profile = ShopContext(.profile)
        let orders = ShopContext(.orders)
        var entries = NavigationEntryTable<ShopScreen>()
        entries.register(.notification, "orderShipped", example: .notification("orderShipped", payload: ["order": "7"]))
        {
            entry in
            [profile, orders, ShopContext(.order, payload: try entry.value("order", as: Int.self))]
        }
        entries.register(.activity, links: deeplinks)
        entries.register(.shortcut, "cart", example: .shortcut("cart")) { _ in [ShopContext(.cart)] }
        entries.register(.shortcut, "orders", example: .shortcut("orders")) { _ in [profile, orders] }
        entries.register(.intent, "Order", example: .intent("Order", id: "7")) { entry in
            [profile, orders, ShopContext(.order, payload: try entry.value("id", as: Int.self))]
        }
        entries.register(.intent, "Article", example: .intent("Article", id: "3")) { entry in
            [ShopContext(.home), ShopContext(.article, payload: try entry.value("id", as: Int.self))]
        }
        entries.register(.intent, "Category", example: .intent("Category", id: "hats")) { entry in
            [ShopContext(.catalog), ShopContext(.category, payload: try entry.value("id"))]
        }
        return entries
    }

    /// The shop's description of a screen for Handoff and Spotlight: every screen can be handed
    /// off, products can be found in Spotlight, and the screens behind the sign-in wall are kept
    /// to the device.
    nonisolated static func describeActivity(path: [ShopContext], link: URL?) -> NavigationActivity? {
        guard let top = path.last, !path.contains(where: { $0.type.requiresSignIn || $0.type == .login }) else {
            return nil
        }
        return NavigationActivity(
            type: activityType, title: top.description, link: link, isEligibleForSearch: top.type == .product)
    }
}
