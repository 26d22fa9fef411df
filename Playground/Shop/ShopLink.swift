/// A link a screen of the example iOS apps offers: its title, and the `shop://` link it opens.
public struct ShopLink: Hashable, Sendable {
    /// What the button says.
    public var title: String
    /// The link, read with ``ShopApp/makeDeeplinks()``.
    public var address: String
}

extension ShopScreen {
    /// The links the example iOS apps' screens offer, the way the Playground's tour goes: from
    /// home to an article, a shoe and the orders behind the sign-in wall; through the catalog to a
    /// shoe; from a product to the cart; from the profile to an order; through the collections to
    /// new arrivals and a product on sale; from the search tab to a search; back home from the others.
    /// The login screen offers the sign-in instead (``ShopSession/signIn()``).
    public var exampleLinks: [ShopLink] {
        switch self {
        case .home:
            [
                ShopLink(title: "Article 7", address: "shop://articles/7"),
                ShopLink(title: "Shoe 42", address: "shop://catalog/shoes/42"),
                ShopLink(title: "My orders (signs in first)", address: "shop://orders"),
            ]
        case .catalog, .category:
            [
                ShopLink(title: "Shoes", address: "shop://catalog/shoes"),
                ShopLink(title: "Shoe 42", address: "shop://catalog/shoes/42"),
            ]
        case .product: [ShopLink(title: "Cart", address: "shop://cart")]
        case .profile, .orders: [ShopLink(title: "Order 7", address: "shop://orders/7")]
        case .login: []
        case .collections, .arrivals, .sale:
            [
                ShopLink(title: "New arrivals", address: "shop://collections/arrivals"),
                ShopLink(title: "Sale item 3", address: "shop://collections/sale/3"),
            ]
        case .search: [ShopLink(title: "Search for boots", address: "shop://search?q=boots")]
        case .app, .article, .order, .cart: [ShopLink(title: "Home", address: "shop://home")]
        }
    }
}
