import Routy

extension ShopApp {
    /// The `shop://` links: each maps to the context sequence it shows, has an example link for
    /// the startup check, and builds its link back from the contexts it shows. The example iOS
    /// app (Examples/RoutyShop.swiftpm) routes the same links.
    public static func makeDeeplinks() -> DeeplinkTable<ShopScreen> {
        var table = DeeplinkTable<ShopScreen>()
        let home = ShopContext(.home)
        let catalog = ShopContext(.catalog)
        let profile = ShopContext(.profile)
        let orders = ShopContext(.orders)
        let collections = collectionsContext
        let sale = saleContext
        for (pattern, contexts) in [
            ("shop://home", [home]), ("shop://catalog", [catalog]), ("shop://profile", [profile]),
            ("shop://orders", [profile, orders]), ("shop://cart", [ShopContext(.cart)]),
            ("shop://login", [ShopContext(.login)]), ("shop://collections", [collections]),
            ("shop://collections/arrivals", [collections, arrivalsContext]),
            ("shop://collections/sale", [collections, sale]),
        ] {
            table.register(DeeplinkPattern(pattern), example: pattern) { _ in
                contexts
            } link: { shown in
                shown == contexts ? [:] : nil
            }
        }
        table.register("shop://articles/:id", example: "shop://articles/7") { parameters throws(DeeplinkError) in
            [home, ShopContext(.article, payload: try parameters.value("id", as: Int.self))]
        } link: { contexts in
            guard contexts.count == 2, contexts[0] == home, let id = payload(contexts[1], .article, Int.self)
            else { return nil }
            return ["id": id]
        }
        table.register("shop://catalog/:category", example: "shop://catalog/shoes") {
            parameters throws(DeeplinkError) in
            [catalog, ShopContext(.category, payload: try parameters.value("category", as: String.self))]
        } link: { contexts in
            guard contexts.count == 2, contexts[0] == catalog, let slug = payload(contexts[1], .category, String.self)
            else { return nil }
            return ["category": slug]
        }
        table.register("shop://catalog/:category/:product", example: "shop://catalog/shoes/42") {
            parameters throws(DeeplinkError) in
            [
                catalog,
                ShopContext(.category, payload: try parameters.value("category", as: String.self)),
                ShopContext(.product, payload: try parameters.value("product", as: Int.self)),
            ]
        } link: { contexts in
            guard contexts.count == 3, contexts[0] == catalog, let slug = payload(contexts[1], .category, String.self),
                let id = payload(contexts[2], .product, Int.self)
            else { return nil }
            return ["category": slug, "product": id]
        }
        table.register("shop://orders/:id", example: "shop://orders/7") { parameters throws(DeeplinkError) in
            [profile, orders, ShopContext(.order, payload: try parameters.value("id", as: Int.self))]
        } link: { contexts in
            guard contexts.count == 3, contexts[...1] == [profile, orders],
                let id = payload(contexts[2], .order, Int.self)
            else { return nil }
            return ["id": id]
        }
        table.register("shop://collections/sale/:product", example: "shop://collections/sale/3") {
            parameters throws(DeeplinkError) in
            [collections, sale, ShopContext(.product, payload: try parameters.value("product", as: Int.self))]
        } link: { contexts in
            guard contexts.count == 3, contexts[...1] == [collections, sale],
                let id = payload(contexts[2], .product, Int.self)
            else { return nil }
            return ["product": id]
        }
        // The search tab takes the query as its payload; without one, an empty query: a new search.
        table.register("shop://search", example: "shop://search?q=boots") { parameters throws(DeeplinkError) in
            [ShopContext(.search, payload: try parameters.valueIfPresent("q", as: String.self) ?? "")]
        } link: { contexts in
            guard contexts.count == 1, let query = payload(contexts[0], .search, String.self) else { return nil }
            return query.isEmpty ? [:] : ["q": query]
        }
        return table
    }

    /// The payload of `context` as a `T`, when the context is of `type`.
    private nonisolated static func payload<T>(_ context: ShopContext, _ type: ShopScreen, _ payloadType: T.Type) -> T?
    {
        context.type == type ? context.payload(as: T.self) : nil
    }
}
