import Foundation
import Routy
import RoutyHeadless
import RoutyTestSupport
import Testing

/// Every way into the app is one request: each kind of entry — a link, a Handoff activity, a
/// Spotlight result, a notification, a quick action, an intent — is read by the resolvers the app
/// registers, meets the sign-in wall and resumes after it, fails with a typed error when nothing
/// reads it, and leaves its source in the events and the log.
@MainActor
@Suite struct EntryRoutingTests {
    /// One entry of each kind, the contexts it stands for, and the source its request has.
    struct Example: Sendable, CustomStringConvertible {
        let entry: NavigationEntry
        let contexts: [NavigationContext<Screen>]
        let source: NavigationSource
        var description: String { entry.description }
    }

    nonisolated static let examples: [Example] = [
        Example(entry: .link("shop://orders/7"), contexts: [.profile, .orders, .order(7)], source: .deeplink),
        Example(
            entry: .activity("com.example.shop.order", payload: ["order": "7"]),
            contexts: [.profile, .orders, .order(7)], source: .activity),
        Example(entry: .searchResult("order-7"), contexts: [.profile, .orders, .order(7)], source: .searchResult),
        Example(
            entry: .notification("orderShipped", payload: ["order": "7", "aps": "ignored"]),
            contexts: [.profile, .orders, .order(7)], source: .notification),
        Example(
            entry: .shortcut("com.example.shop.order", payload: ["order": "7"]),
            contexts: [.profile, .orders, .order(7)], source: .shortcut),
        Example(entry: .intent("Order", id: "7"), contexts: [.profile, .orders, .order(7)], source: .intent),
    ]

    /// Entries of every kind that nothing reads, and the typed error each fails with.
    nonisolated static let refusals: [(NavigationEntry, String)] = [
        (.link("shop://nowhere"), "deeplink noMatch"),
        (.activity("com.example.shop.unknown"), "entry noMatch"),
        (.searchResult("product-x"), "entry badValue"),
        (.notification("orderShipped", payload: [:]), "entry missingValue"),
        (.shortcut("com.example.shop.order", payload: ["order": "seven"]), "entry badValue"),
        (.intent("Product", id: "7"), "entry noMatch"),
        (NavigationEntry("widget", identifier: "cart"), "entry noMatch"),
    ]

    /// The test shop with a sign-in wall before `profile`, `orders` and `order`, and the app's
    /// readings of links and entries.
    @MainActor
    final class App {
        let shop: TestShop
        var isSignedIn = true

        init() throws {
            shop = try TestShop()
            shop.checkShownPathAfterEveryRequest()
            var links = DeeplinkTable<Screen>()
            links.register("shop://orders/:order") { link in
                [.profile, .orders, .order(try link.value("order"))]
            }
            var entries = NavigationEntryTable<Screen>()
            let order: NavigationEntryTable<Screen>.Reading = { entry in
                [.profile, .orders, .order(try entry.value("order", as: Int.self))]
            }
            entries.register(.activity, "com.example.shop.order", contexts: order)
            entries.register(.notification, "orderShipped", contexts: order)
            entries.register(.shortcut, "com.example.shop.order", contexts: order)
            entries.register(.searchResult) { entry in
                guard entry.identifier.hasPrefix("order-"), let id = Int(entry.identifier.dropFirst(6)) else {
                    throw NavigationEntryError.badValue(
                        "identifier", value: entry.identifier, expected: "order-NUMBER", entry: entry)
                }
                return [.profile, .orders, .order(id)]
            }
            entries.register(.intent, "Order") { entry in
                [.profile, .orders, .order(try entry.value("id", as: Int.self))]
            }
            shop.router.deeplinks = links
            shop.router.entries = entries
            shop.router.interceptors = [
                SignInInterceptor(
                    requiresSignIn: { [.profile, .orders, .order].contains($0.type) },
                    isSignedIn: { [unowned self] in isSignedIn },
                    login: { _ in .login }
                )
            ]
        }

        var router: NavigationRouter<Screen> { shop.router }
    }

    @Test(arguments: examples)
    func eachKindOfEntryOpensItsContexts(_ example: Example) async throws {
        let app = try App()
        var sources: [NavigationSource] = []
        app.router.addObserver { event in
            if case .requestStarted(_, let request) = event { sources.append(request.source) }
        }

        let report = try await app.router.perform(.open(example.entry))

        #expect(report.instructions == [.switchTo(.profile), .enter(.orders), .enter(.order(7))])
        #expect(app.shop.path == "app > profile > orders > order(7)")
        #expect(sources == [example.source])
    }

    @Test(arguments: examples)
    func eachKindOfEntryMeetsTheSignInWallAndResumesAfterSignIn(_ example: Example) async throws {
        let app = try App()
        app.isSignedIn = false

        let redirected = try await app.router.result(of: [.open(example.entry)]).get()

        #expect(redirected.redirectedBy == ["sign-in"])
        #expect(app.shop.path == "app > home > login")
        // What is pending is the request as read — as for a link — and keeps the entry's source.
        #expect(
            app.router.pendingRequest == NavigationRequest([.navigate(to: example.contexts)], source: example.source))

        app.isSignedIn = true
        _ = try await app.router.result(of: NavigationRequest([.close(.login)], source: "login")).get()
        let resumed = try await app.router.result(of: [.resumePending]).get()

        #expect(resumed.instructions == [.switchTo(.profile), .enter(.orders), .enter(.order(7))])
        #expect(app.shop.path == "app > profile > orders > order(7)")
        #expect(app.router.pendingRequest == nil)
    }

    @Test(arguments: refusals)
    func anEntryNothingReadsFailsWithATypedErrorAndChangesNothing(
        _ entry: NavigationEntry, _ expected: String
    ) async throws {
        let app = try App()

        let failure = try #require(await app.router.result(of: [.open(entry)]).failure)

        let found: String =
            switch (failure.cause.deeplinkError, failure.cause.entryError) {
            case (.noMatch?, nil): "deeplink noMatch"
            case (nil, .noMatch(let unread)?): unread == entry ? "entry noMatch" : "entry noMatch of \(unread)"
            case (nil, .missingValue(_, let unread)?): unread == entry ? "entry missingValue" : "other"
            case (nil, .badValue(_, _, _, let unread)?): unread == entry ? "entry badValue" : "other"
            default: "\(failure.cause)"
            }
        #expect(found == expected)
        #expect(failure.stepIndex == 0)
        #expect(app.shop.path == "app > home")
        #expect(app.router.pendingRequest == nil)
    }

    @Test func withoutAnEntryResolverEveryEntryButALinkFailsAsNoMatch() async throws {
        let app = try App()
        app.router.entries = nil
        let entry = NavigationEntry.notification("orderShipped", payload: ["order": "7"])

        let failure = try #require(await app.router.result(of: [.open(entry)]).failure)

        #expect(failure.cause.entryError == .noMatch(entry))
        #expect(try await app.router.perform(.open(.link("shop://orders/7"))).instructions.count == 3)
    }

    /// A reading that throws an error of its own is a `rejected` that keeps it; the message says
    /// what was asked and what to do.
    @Test func aReadingsOwnErrorIsRejectedWithIt() async throws {
        struct Expired: Error, Equatable {}
        var entries = NavigationEntryTable<Screen>()
        entries.register(.notification) { _ in throw Expired() }
        let entry = NavigationEntry.notification("sale", payload: ["until": "yesterday"])

        #expect(throws: NavigationEntryError.rejected(entry, underlying: UnderlyingError(Expired()))) {
            try entries.contexts(for: entry)
        }
        #expect(
            NavigationEntryError.noMatch(entry).description
                == "Nothing reads the entry `notification(sale; until=yesterday)`. Register a reading for the "
                + "notification `sale` in the router's entry table.")
        #expect(
            NavigationEntryError.missingValue("order", entry: entry).description
                == "The entry `notification(sale; until=yesterday)` has no value `order` (it has `until`). "
                + "Check what the app puts in the notification's payload.")
    }

    /// A reading registered for an identifier wins over the kind's own; the kind's reads the rest.
    @Test func aReadingForTheIdentifierWinsOverTheKinds() throws {
        var entries = NavigationEntryTable<Screen>()
        entries.register(.shortcut) { _ in [.home] }
        entries.register(.shortcut, "cart") { _ in [.cart] }

        #expect(try entries.contexts(for: .shortcut("cart")) == [.cart])
        #expect(try entries.contexts(for: .shortcut("search")) == [.home])
        #expect(throws: NavigationEntryError.noMatch(.notification("cart"))) {
            try entries.contexts(for: .notification("cart"))
        }
    }

    /// The log keeps each entry and its source, and reads them back: a replay opens the same entry.
    @Test(arguments: examples)
    func theLogRecordsTheEntryAndItsSource(_ example: Example) async throws {
        let app = try App()
        var lines: [String] = []
        let recorder = NavigationRecorder(router: app.router) { lines.append($0) }

        _ = try await app.router.perform(.open(example.entry))
        recorder.stop()

        let requests = try NavigationLogEntry<Screen>.entries(jsonLines: lines.joined(separator: "\n"))
            .compactMap { entry -> NavigationRequest<Screen>? in
                if case .request(_, let request) = entry { return request }
                return nil
            }
        #expect(requests == [[.open(example.entry)]])
        #expect(requests.first?.source == example.source)
        #expect(lines.first?.contains("\"\(example.source.rawValue)\"") == true)
    }

    /// A link is written as it always was, so older logs read; other entries as an object.
    @Test func stepsPrintAndEncodeEachEntry() throws {
        #expect(NavigationStep<Screen>.open("shop://cart") == .open(.link("shop://cart")))
        #expect(NavigationStep<Screen>.open("shop://cart").description == "open(shop://cart)")
        #expect(
            NavigationStep<Screen>.open(.notification("orderShipped", payload: ["order": "7", "at": "9"])).description
                == "open(notification(orderShipped; at=9, order=7))")
        #expect(NavigationRequest<Screen>([.open(.link("shop://cart"))]) == [.open("shop://cart")])
    }

    /// What a log holds: a link as a string, as logs always held it; another entry as an object
    /// whose payload's keys are sorted. What is not an entry is a decoding error, never a crash.
    @Test(arguments: [
        (#"{"open":"shop://cart"}"#, "open(shop://cart)"),
        (
            #"{"open":{"identifier":"orderShipped","kind":"notification","payload":{"aps":"x","order":"7"}}}"#,
            "open(notification(orderShipped; aps=x, order=7))"
        ),
        (#"{"open":{"identifier":"Order","kind":"intent","payload":{"id":"7"}}}"#, "open(intent(Order; id=7))"),
        (#"{"open":{"identifier":"cart","kind":"widget"}}"#, "open(widget(cart))"),
        (#"{"open":{"kind":"notification"}}"#, "error"),
        (#"{"open":{"identifier":"x","kind":"shortcut","payload":{"order":7}}}"#, "error"),
        (#"{"open":{"identifier":"x","kind":"shortcut","payload":["order"]}}"#, "error"),
        (#"{"open":7}"#, "error"),
    ])
    func stepsThatOpenEntriesDecode(_ json: String, _ expected: String) throws {
        // A step that cannot be read is "error".
        let step = try? JSONDecoder().decode(NavigationStep<Screen>.self, from: Data(json.utf8))
        #expect(step.map(\.description) ?? "error" == expected)
        guard let step else { return }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        #expect(String(decoding: try encoder.encode(step), as: UTF8.self) == json)
    }
}
