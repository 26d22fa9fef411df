import Routy

extension ShopApp {
    /// The `shop://` links: each maps to the context sequence it shows.
    static func makeDeeplinks() -> DeeplinkTable<ShopScreen> {
        var table = DeeplinkTable<ShopScreen>()
        let home = ShopContext(type: .home)
        let catalog = ShopContext(type: .catalog)
        let profile = ShopContext(type: .profile)
        let orders = ShopContext(type: .orders)
        table.register("shop://home") { _ in [home] }
        table.register("shop://articles/:id") { parameters throws(DeeplinkError) in
            [home, ShopContext(type: .article, payload: try parameters.value("id", as: Int.self))]
        }
        table.register("shop://catalog") { _ in [catalog] }
        table.register("shop://catalog/:category") { parameters throws(DeeplinkError) in
            [catalog, ShopContext(type: .category, payload: try parameters.value("category", as: String.self))]
        }
        table.register("shop://catalog/:category/:product") { parameters throws(DeeplinkError) in
            [
                catalog,
                ShopContext(type: .category, payload: try parameters.value("category", as: String.self)),
                ShopContext(type: .product, payload: try parameters.value("product", as: Int.self)),
            ]
        }
        table.register("shop://profile") { _ in [profile] }
        table.register("shop://orders") { _ in [profile, orders] }
        table.register("shop://orders/:id") { parameters throws(DeeplinkError) in
            [profile, orders, ShopContext(type: .order, payload: try parameters.value("id", as: Int.self))]
        }
        table.register("shop://cart") { _ in [ShopContext(type: .cart)] }
        table.register("shop://login") { _ in [ShopContext(type: .login)] }
        return table
    }
}
