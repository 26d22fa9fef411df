import Foundation
import Routy
import Testing

/// What the Apple-only glue hands over — an activity's type, `userInfo` and page, a notification's
/// category, `userInfo` and action — becomes an entry, or nothing to open.
@Suite struct SystemEntryTests {
    static let names = NavigationEntry.SystemNames(
        browsingWebActivityType: "browsing", searchableItemActivityType: "spotlight",
        searchableItemIdentifierKey: "spotlightID", notificationDismissAction: "dismiss")
    static let page = URL(string: "https://shop.example.com/products/42")

    @Test(
        arguments: [
            ("browsing", ["x": "1"], page, NavigationEntry.link("https://shop.example.com/products/42")),
            ("browsing", [:], nil, nil),
            ("spotlight", ["spotlightID": "product-42", "other": "x"], nil, .searchResult("product-42")),
            ("spotlight", ["other": "x"], page, nil),
            (
                "dev.routy.shop.product", ["id": "42"], page,
                .activity(
                    "dev.routy.shop.product",
                    payload: ["id": "42", "webpageURL": "https://shop.example.com/products/42"])
            ),
            (
                "dev.routy.shop.product", ["webpageURL": "mine"], page,
                .activity("dev.routy.shop.product", payload: ["webpageURL": "mine"])
            ),
            ("dev.routy.shop.cart", [:], nil, .activity("dev.routy.shop.cart")),
        ] as [(String, [String: String], URL?, NavigationEntry?)])
    func anActivityIsALinkASearchResultOrAnActivity(
        type: String, userInfo: [String: String], page: URL?, expected: NavigationEntry?
    ) {
        #expect(
            NavigationEntry(activityType: type, userInfo: userInfo, webpageURL: page, names: Self.names) == expected)
    }

    enum Shop {
        struct OrderEntity {}
        struct Box<Value> {}
    }

    /// An intent's target entity is named by its type alone, nested or not, as a table registers it.
    @Test func anIntentsEntityIsNamedByItsType() {
        #expect(NavigationEntry.intent(Shop.OrderEntity.self, id: "7") == .intent("OrderEntity", id: "7"))
        #expect(NavigationEntry.intent(Shop.Box<Int>.self, id: "x").identifier == "Box<Int>")
        let entry = NavigationEntry.intent(Shop.OrderEntity.self, id: "7")
        #expect(entry.kind == .intent && entry.source == .intent && entry.payload == ["id": "7"])
    }

    @Test func aSpotlightResultNeedsCoreSpotlightsNames() {
        let withoutSpotlight = NavigationEntry.SystemNames(
            browsingWebActivityType: "browsing", searchableItemActivityType: nil, searchableItemIdentifierKey: nil,
            notificationDismissAction: "dismiss")
        #expect(
            NavigationEntry(
                activityType: "spotlight", userInfo: ["spotlightID": "a"], webpageURL: nil, names: withoutSpotlight)
                == .activity("spotlight", payload: ["spotlightID": "a"]))
    }

    @Test func aNotificationTappedIsAnEntryAndOneDismissedIsNot() {
        let userInfo: [AnyHashable: Any] = ["order": 7, "express": true, 3: "not a key", "nested": ["a": 1]]
        #expect(
            NavigationEntry(notificationCategory: "orderShipped", userInfo: userInfo, action: "open", names: Self.names)
                == .notification("orderShipped", payload: ["order": "7", "express": "true", "action": "open"]))
        #expect(
            NavigationEntry(
                notificationCategory: "orderShipped", userInfo: userInfo, action: "dismiss", names: Self.names) == nil)
    }

    @Test func aPayloadKeepsTheTextValuesOfUserInfo() throws {
        let id = try #require(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
        let userInfo: [AnyHashable: Any] = [
            "text": "shoes", "count": 3, "price": 2.5, "page": URL(string: "shop://cart") as Any, "id": id,
            "data": Data([1]), "list": [1, 2], 1: "x",
        ]
        #expect(
            NavigationEntry.payload(userInfo) == [
                "text": "shoes", "count": "3", "price": "2.5", "page": "shop://cart",
                "id": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F",
            ])
        #expect(NavigationEntry.payload(nil) == [:])
    }
}
