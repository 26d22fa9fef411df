import Foundation
import Routy
import RoutyTestSupport
import Testing

@MainActor
@Suite("Deeplinks back from contexts")
struct DeeplinkLinkTests {
    typealias Context = NavigationContext<Screen>

    /// The shop's table: each pattern reads links and builds them back.
    static let table: DeeplinkTable<Screen> = {
        var table = DeeplinkTable<Screen>()
        table.register("shop://catalog") { _ in
            [Context(.catalog)]
        } link: { contexts in
            contexts.map(\.type) == [.catalog] ? [:] : nil
        }
        table.register("shop://catalog/:category") { parameters in
            [
                Context(.catalog),
                Context(.category, payload: try parameters.value("category", as: String.self)),
            ]
        } link: { contexts in
            guard contexts.map(\.type) == [.catalog, .category], let category = contexts[1].payload(as: String.self)
            else { return nil }
            return ["category": category]
        }
        table.register("shop://catalog/:category/:product") { parameters in
            [
                Context(.catalog),
                Context(.category, payload: try parameters.value("category", as: String.self)),
                Context(.product, payload: try parameters.value("product", as: Int.self)),
            ]
        } link: { contexts in
            guard contexts.map(\.type) == [.catalog, .category, .product],
                let category = contexts[1].payload(as: String.self), let product = contexts[2].payload(as: Int.self)
            else { return nil }
            return ["category": category, "product": product]
        }
        table.register("https://example.com/article/:id") { parameters in
            [Context(.article, payload: try parameters.value("id", as: UUID.self))]
        } link: { contexts in
            guard contexts.count == 1, let id = contexts[0].payload(as: UUID.self) else { return nil }
            return ["id": id]
        }
        table.register("shop://help/**") { parameters in
            [Context(.help, payload: parameters.catchAll.joined(separator: "/"))]
        } link: { contexts in
            guard contexts.count == 1, contexts[0].type == .help, let path = contexts[0].payload(as: String.self)
            else { return nil }
            return ["**": path]
        }
        table.register("shop://search") { parameters in
            let query = SearchQuery(
                text: try parameters.value("q", as: String.self),
                page: try parameters.valueIfPresent("page", as: Int.self) ?? 1)
            return [Context(.search, payload: query)]
        } link: { contexts in
            guard contexts.count == 1, let query = contexts[0].payload(as: SearchQuery.self) else { return nil }
            return ["q": query.text, "page": query.page]
        }
        table.register("/account") { _ in
            [Context(.account)]
        } link: { contexts in
            contexts.map(\.type) == [.account] ? [:] : nil
        }
        table.register("shop://broken/:product") { _ in
            []
        } link: { contexts in
            contexts.map(\.type) == [.product] ? ["other": 1] : nil
        }
        return table
    }()

    @Test(
        "a link read into contexts builds the same link back",
        arguments: [
            ("shop://catalog", "[catalog]"),
            ("shop://catalog/shoes", "[catalog, category(shoes)]"),
            ("shop://catalog/shoes/42", "[catalog, category(shoes), product(42)]"),
            ("shop://catalog/running%20shoes/7", "[catalog, category(running shoes), product(7)]"),
            ("shop://catalog/a%2Fb/7", "[catalog, category(a/b), product(7)]"),
            ("shop://catalog/gr%C3%B6%C3%9Fe", "[catalog, category(größe)]"),
            (
                "https://example.com/article/e621e1f8-c36c-495a-93fc-0c247a3e6e5f",
                "[article(E621E1F8-C36C-495A-93FC-0C247A3E6E5F)]"
            ),
            ("shop://help/guides/returns", "[help(guides/returns)]"),
            ("shop://help", "[help()]"),
            ("shop://search?page=2&q=red%20shoes", "[search(red shoes, page 2)]"),
            ("/account", "[account]"),
        ])
    func roundTrip(link: String, contexts: String) throws {
        let read = try Self.table.contexts(for: link)
        #expect(describe(read) == contexts)
        #expect(try Self.table.url(for: read).absoluteString == link)
    }

    @Test("a link is built from the first pattern whose link closure accepts the contexts")
    func built() throws {
        let url = try Self.table.url(for: [Context(.search, payload: SearchQuery(text: "a&b=c", page: 1))])
        #expect(url.absoluteString == "shop://search?page=1&q=a%26b%3Dc")
        #expect(describe(try Self.table.contexts(for: url)) == "[search(a&b=c, page 1)]")
    }

    @Test(
        "contexts that no pattern builds a link for are reported",
        arguments: [
            ([], "[]"),
            ([Context(.home)], "[home]"),
            ([Context(.catalog), Context(.category, payload: 42)], "[catalog, category(42)]"),
        ] as [([Context], String)])
    func noLink(contexts: [Context], printed: String) {
        let error = DeeplinkError.noLink(contexts.map(\.description))
        #expect(throws: error) { try Self.table.url(for: contexts) }
        #expect(
            error.description
                == "No deeplink pattern can build a link for \(printed). "
                + "Register a pattern with a `link` closure that accepts these contexts.")
    }

    @Test("a link closure that leaves out a path parameter is reported with its pattern")
    func missingParameter() {
        #expect(
            throws: DeeplinkError.missingParameter("product", url: "shop://broken/:product", available: ["other"])
        ) {
            try Self.table.url(for: [Context(.product, payload: 42)])
        }
    }

    @Test("the table is valid")
    func valid() throws {
        try Self.table.validate()
    }
}
