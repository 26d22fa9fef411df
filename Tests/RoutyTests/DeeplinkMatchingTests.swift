import Foundation
import Routy
import Testing

@Suite("Deeplink matching")
struct DeeplinkMatchingTests {
    static let table = probeTable([
        "/",
        "shop://catalog",
        "shop://catalog/:category",
        "shop://catalog/:category/:product",
        "shop://catalog/sale/:product",
        "https://example.com/catalog/:category",
        "/catalog/:category",
        "/help/**",
        "/help/contact",
        "/files/:name/**",
        "/a/b/c",
        "/a/:x/d",
        "/search",
    ])

    @Test(
        "a link matches the pattern it should, with its parameters",
        arguments: [
            // Constants and parameters.
            ("shop://catalog", "shop://catalog"),
            ("shop://catalog/shoes", "shop://catalog/:category category=shoes"),
            ("shop://catalog/shoes/42", "shop://catalog/:category/:product category=shoes product=42"),
            // Priority: a constant beats a parameter, a parameter beats the catch-all.
            ("shop://catalog/sale/42", "shop://catalog/sale/:product product=42"),
            ("/help/contact", "/help/contact"),
            ("/files/report", "/files/:name/** name=report **="),
            // The first branch dead-ends: back up to the parameter.
            ("/a/b/c", "/a/b/c"),
            ("/a/b/d", "/a/:x/d x=b"),
            // Catch-all: zero or more segments.
            ("/help", "/help/** **="),
            ("/help/guides/returns", "/help/** **=guides|returns"),
            ("/files/report/2024/q1.pdf", "/files/:name/** name=report **=2024|q1.pdf"),
            // Scheme and host: a custom scheme's host is the first segment.
            ("SHOP://catalog/shoes", "shop://catalog/:category category=shoes"),
            ("shop:///catalog/shoes", "shop://catalog/:category category=shoes"),
            ("shop:/catalog/shoes", "shop://catalog/:category category=shoes"),
            ("shop://help/contact", "/help/contact"),
            ("https://example.com/catalog/shoes", "https://example.com/catalog/:category category=shoes"),
            ("https://user@EXAMPLE.com:443/catalog/shoes", "https://example.com/catalog/:category category=shoes"),
            ("https://other.org/catalog/shoes", "/catalog/:category category=shoes"),
            ("http://example.com/catalog/shoes", "/catalog/:category category=shoes"),
            ("other://catalog/shoes", "/catalog/:category category=shoes"),
            ("/catalog/shoes", "/catalog/:category category=shoes"),
            ("catalog/shoes", "/catalog/:category category=shoes"),
            ("shop://", "/"),
            ("https://example.com", "/"),
            ("/", "/"),
            // Trailing and doubled slashes, fragments.
            ("shop://catalog/shoes/", "shop://catalog/:category category=shoes"),
            ("shop://catalog//shoes", "shop://catalog/:category category=shoes"),
            ("shop://catalog/shoes#reviews", "shop://catalog/:category category=shoes"),
            // Percent-encoding and Unicode.
            (
                "shop://catalog/running%20shoes/42",
                "shop://catalog/:category/:product category=running shoes product=42"
            ),
            ("shop://catalog/a%2Fb", "shop://catalog/:category category=a/b"),
            ("shop://catalog/gr%C3%B6%C3%9Fe", "shop://catalog/:category category=größe"),
            ("shop://catalog/größe", "shop://catalog/:category category=größe"),
            ("shop://catalog/👟", "shop://catalog/:category category=👟"),
            // Query items.
            ("/search?q=red%20shoes&page=2", "/search ?q=red shoes ?page=2"),
            ("/search?", "/search"),
            ("/search?&&", "/search"),
            ("/search?flag&q=", "/search ?flag=nil ?q="),
            ("/search?q=a+b&q=c", "/search ?q=a+b ?q=c"),
            ("/search?q=%3D%26", "/search ?q==&"),
        ])
    func matches(link: String, expected: String) throws {
        #expect(describe(try Self.table.contexts(for: link)) == "[\(expected)]")
    }

    @Test(
        "a link that no pattern matches is reported with the link",
        arguments: [
            "shop://unknown", "/a", "/a/b", "/a/x/c", "shop://catalog/shoes/42/extra", "/files", "/search/more",
        ])
    func noMatch(link: String) {
        #expect(throws: DeeplinkError.noMatch(link)) { try Self.table.contexts(for: link) }
    }

    @Test("a URL value matches as its absolute string")
    func urlValue() throws {
        let url = try #require(URL(string: "shop://catalog/shoes/42?ref=mail"))
        let contexts = try Self.table.contexts(for: url)
        #expect(describe(contexts) == "[shop://catalog/:category/:product category=shoes product=42 ?ref=mail]")
    }

    @Test("patterns print back as they are written")
    func patternDescription() {
        let patterns: [DeeplinkPattern] = [
            "shop://catalog/:category/:product", "https://example.com/catalog/:category", "/help/**", "/", "shop://",
        ]
        #expect(patterns.map(\.description) == patterns.map { "\($0)" })
        #expect(
            patterns.map(\.description) == [
                "shop://catalog/:category/:product", "https://example.com/catalog/:category", "/help/**", "/",
                "shop://",
            ])
        #expect(DeeplinkPattern("SHOP://catalog/:category/").description == "shop://catalog/:category")
        #expect(DeeplinkPattern("help/**").description == "/help/**")
    }

    @Test("the table lists its patterns in registration order")
    func patterns() {
        #expect(Self.table.patterns.prefix(3) == ["/", "shop://catalog", "shop://catalog/:category"])
    }
}
