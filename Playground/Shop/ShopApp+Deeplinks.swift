import Routy

extension ShopApp {
    /// The `shop://` links: each maps to the context sequence it shows.
    static func makeDeeplinks() -> DeeplinkTable<ShopScreen> {
        var table = DeeplinkTable<ShopScreen>()
        let home = ShopContext(.home)
        let catalog = ShopContext(.catalog)
        let profile = ShopContext(.profile)
        let orders = ShopContext(.orders)
        table.register("shop://home") { _ in [home] }
        table.register("shop://articles/:id") { parameters throws(DeeplinkError) in
            [home, ShopContext(.article, payload: try parameters.value("id", as: Int.self))]
        }
        table.register("shop://catalog") { _ in [catalog] }
        table.register("shop://catalog/:category") { parameters throws(DeeplinkError) in
            [catalog, ShopContext(.category, payload: try parameters.value("category", as: String.self))]
        }
        table.register("shop://catalog/:category/:product") { parameters throws(DeeplinkError) in
            [
                catalog,
                ShopContext(.category, payload: try parameters.value("category", as: String.self)),
                ShopContext(.product, payload: try parameters.value("product", as: Int.self)),
            ]
        }
        table.register("shop://profile") { _ in [profile] }
        table.register("shop://orders") { _ in [profile, orders] }
        table.register("shop://orders/:id") { parameters throws(DeeplinkError) in
            [profile, orders, ShopContext(.order, payload: try parameters.value("id", as: Int.self))]
        }
        table.register("shop://cart") { _ in [ShopContext(.cart)] }
        table.register("shop://login") { _ in [ShopContext(.login)] }
        return table
    }
}
