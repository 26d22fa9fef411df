import RoutyHeadless
import RoutyInspector
import Testing

/// The inspector shows where each entry into the app came from: a notification, an intent, a
/// quick action each keep their own source, from the log to the page, through a replay.
@Suite("Entries in the inspector")
@MainActor
struct InspectorEntryTests {
    /// Reads the entries the test opens: a notification and an intent to a product, a quick action to the cart.
    static func entries() -> NavigationEntryTable<Screen> {
        var entries = NavigationEntryTable<Screen>()
        entries.register(.notification, "priceDrop") { entry in
            [.catalog, .product(try entry.value("product", as: Int.self))]
        }
        entries.register(.intent, "Product") { entry in [.catalog, .product(try entry.value("id", as: Int.self))] }
        entries.register(.shortcut) { _ in [.cart] }
        return entries
    }

    @Test("Each entry's request shows its source and the entry it opened")
    func entriesShowTheirSource() async throws {
        let app = try InspectedApp()
        app.router.entries = Self.entries()
        try await app.router.perform(.open(.notification("priceDrop", payload: ["product": "42"])))
        try await app.router.perform(.open(.intent("Product", id: "43")))
        try await app.router.perform(.open(.shortcut("com.example.cart")))
        let fresh = try InspectedApp(recording: false)
        fresh.router.entries = Self.entries()

        let inspection = try await NavigationInspection.replaying(jsonLines: app.log, on: fresh.router) { _ in false }

        #expect(inspection.divergences.isEmpty)
        let requests = try #require(decodedData(inspection.pageData())["entries"] as? [[String: Any]])
            .filter { $0["k"] as? String == "request" }
            .map { "\($0["src"] as? String ?? "-"): \($0["text"] as? String ?? "-")" }
        #expect(
            requests == [
                "notification: open(notification(priceDrop; product=42))",
                "intent: open(intent(Product; id=43))",
                "shortcut: open(shortcut(com.example.cart))",
            ])
        // The page marks each way in as the system's, as it does a notification, not as "other".
        let html = inspection.html()
        for source: NavigationSource in [.notification, .activity, .searchResult, .shortcut, .intent] {
            #expect(html.contains(".src-\(source.rawValue)"), "no style for \(source)")
            #expect(html.contains("\"\(source.rawValue)\", "), "\(source) not in the script's list of sources")
        }
    }
}
