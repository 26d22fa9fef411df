import Foundation
import Routy
import RoutyHeadless
import RoutyTestSupport
import Testing

/// The app says where it is: each change of the active path publishes the top screen as an
/// activity whose entry, continued on another device, shows the same contexts.
@MainActor
@Suite struct ActivityPublishingTests {
    /// A screen the app goes to, the link its activity carries, and whether Spotlight may index it.
    struct Place: Sendable, CustomTestStringConvertible {
        let contexts: [Context]
        let link: String?
        var testDescription: String { contexts.map(\.description).joined(separator: " > ") }
    }

    nonisolated static let places: [Place] = [
        Place(contexts: [.catalog, .category("shoes"), .product(42)], link: "shop://catalog/shoes/42"),
        Place(contexts: [.profile, .orders, .order(7)], link: "shop://orders/7"),
        Place(contexts: [.home, .article(3)], link: "https://shop.example.com/articles/3"),
        Place(contexts: [.cart], link: "shop://cart"),
        Place(contexts: [.catalog, .category("shoes")], link: nil),
    ]

    /// The shop's description of a screen: Handoff everywhere, Spotlight for products only.
    static func describe(_ path: [Context], _ link: URL?) -> NavigationActivity? {
        NavigationActivity(
            type: ScenesApp.activityType, title: path.last?.description ?? "Shop", link: link,
            userInfo: ["tab": path.dropFirst().first?.description ?? ""],
            isEligibleForSearch: path.last?.type == .product)
    }

    @Test(arguments: places)
    func anActivityPublishedOpensTheSameContextsOnAnotherDevice(_ place: Place) async throws {
        let app = ScenesApp()
        app.signedIn = ["phone", "tablet"]
        let phone = try app.connect("phone")
        var published: [NavigationActivity?] = []
        phone.router.publishActivities(links: ScenesApp.links, describe: Self.describe) { published.append($0) }

        try await phone.router.perform(.navigate(to: place.contexts))

        let activity = try #require(published.last ?? nil)
        #expect(activity.link?.absoluteString == place.link)
        #expect(activity.title == place.contexts.last?.description)
        #expect(activity.isEligibleForSearch == (place.contexts.last?.type == .product))
        #expect(activity.webpageURL == (place.link?.hasPrefix("https:") == true ? activity.link : nil))
        #expect(activity.entry.kind == .activity && activity.entry.identifier == ScenesApp.activityType)
        // Continued on another device: the activity's entry, read by the table, shows the same.
        let tablet = try app.connect("tablet")
        guard place.link != nil else {
            let failure = try #require(await tablet.router.result(of: [.open(activity.entry)]).failure)
            #expect(failure.cause.entryError == .missingValue(NavigationActivity.linkKey, entry: activity.entry))
            return
        }
        try await app.scenes.open(activity.entry, in: "tablet")
        #expect(tablet.path == phone.path)
        #expect(app.scenes.activePath(of: "tablet")?.suffix(place.contexts.count).elementsEqual(place.contexts) == true)
    }

    /// Published at once for the path shown, then only when the path changes: after a request
    /// that changes it, after the user's change, not after a request that changes nothing.
    @Test func anActivityIsPublishedWhenTheActivePathChangesOnly() async throws {
        let app = ScenesApp()
        let shop = try app.connect("phone")
        var published: [String] = []
        let observer = shop.router.publishActivities(links: ScenesApp.links, describe: Self.describe) {
            published.append($0?.description ?? "none")
        }
        #expect(published == [#"com.example.shop.screen "home" (handoff)"#])

        try await shop.router.perform(.navigate(to: [.catalog, .category("shoes"), .product(42)]))
        try await shop.router.perform(.navigate(to: [.product(42)]))
        // The user goes back, as a swipe does: the element leaves without the router.
        let product = try #require(shop.element(.product(42)))
        product.leaveNode(with: product.entry, animated: true) { #expect($0) }
        await yieldUntil("the product is left") { shop.path == "app > catalog > category(shoes)" }
        shop.router.removeObserver(observer)
        try await shop.router.perform(.navigate(to: [.cart]))

        #expect(
            published == [
                #"com.example.shop.screen "home" (handoff)"#,
                #"com.example.shop.screen "product(42)" shop://catalog/shoes/42 (handoff, search)"#,
                #"com.example.shop.screen "category(shoes)" (handoff)"#,
            ])
    }

    /// A screen the app keeps to itself publishes no activity: the one before is withdrawn.
    @Test func aScreenTheAppKeepsToItselfPublishesNone() async throws {
        let app = ScenesApp()
        app.signedIn = ["phone"]
        let shop = try app.connect("phone")
        var published: [NavigationActivity?] = []
        shop.router.publishActivities(links: ScenesApp.links) { path, link in
            path.contains(.profile) ? nil : Self.describe(path, link)
        } publish: {
            published.append($0)
        }

        try await shop.router.perform(.navigate(to: [.profile, .orders]))

        #expect(published.count == 2)
        #expect(published.last == .some(nil))
    }
}
