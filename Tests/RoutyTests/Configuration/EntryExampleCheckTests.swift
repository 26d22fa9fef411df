import Routy
import RoutyHeadless
import RoutyTestSupport
import Testing

/// The startup check opens the example of each entry reading through the router's entry table:
/// an example that does not open, and a screen an entry leads to that nothing makes, are found.
@MainActor
@Suite struct EntryExampleCheckTests {
    @Test func eachExampleEntryIsOpenedAndItsScreensMustHaveAMaker() throws {
        let shop = try TestShop(unregistered: [.search])
        shop.router.deeplinks = ConfigurationCheckTests.cleanLinks
        let shipped = NavigationEntry.notification("orderShipped", payload: ["order": "7"])
        let unshipped = NavigationEntry.notification("orderShipped", payload: [:])
        let search = NavigationEntry.shortcut("search")
        var entries = NavigationEntryTable<Screen>()
        entries.register(.notification, "orderShipped", example: shipped) { entry in
            [.profile, .orders, .order(try entry.value("order", as: Int.self))]
        }
        entries.register(.shortcut, "search", example: search) { _ in [Context(.search)] }
        entries.register(.shortcut, "cart") { _ in [.cart] }
        shop.router.entries = entries
        #expect(entries.examples == [shipped, search])
        #expect(shop.router.checkConfiguration() == [.noMaker(.search, reachedFrom: [.entry(search)])])

        entries.register(.notification, "orderShipped", example: unshipped) { entry in
            [.profile, .orders, .order(try entry.value("order", as: Int.self))]
        }
        entries.register(.shortcut, "search") { _ in [Context(.search)] }
        shop.router.entries = entries

        #expect(entries.examples == [unshipped], "a registration again replaces the example, or drops it")
        let findings = shop.router.checkConfiguration()
        #expect(findings == [.entryExampleFails(unshipped, .missingValue("order", entry: unshipped))])
        #expect(
            findings.first?.description
                == "The example `notification(orderShipped)` of the entry table does not open: The entry "
                + "`notification(orderShipped)` has no value `order` (it has none). Check what the app puts in the "
                + "notification's payload.")
    }
}
