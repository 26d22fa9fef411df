import Foundation
import Routy
import Testing

@MainActor
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
        "/café/:x",
        "https://éxample.com/:x",
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
            // A trailing slash, fragments (a doubled slash: DeeplinkRFCTests).
            ("shop://catalog/shoes/", "shop://catalog/:category category=shoes"),
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
            ("/café/1", "/café/:x x=1"),
            ("/caf%C3%A9/1", "/café/:x x=1"),
            ("/cafe%CC%81/1", "/café/:x x=1"),
            ("HTTPS://EXAMPLE.COM/catalog/shoes", "https://example.com/catalog/:category category=shoes"),
            ("https://%45xample.com/catalog/shoes", "https://example.com/catalog/:category category=shoes"),
            ("https://ÉXAMPLE.com/1", "https://éxample.com/:x x=1"),
            ("https://%C3%89xample.com/1", "https://éxample.com/:x x=1"),
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

    @Test(
        "match finds the pattern and the parameters without running a closure",
        arguments: [
            (
                "shop://catalog/shoes/42?ref=mail", "shop://catalog/:category/:product",
                "category=shoes product=42 ref=mail"
            ),
            ("SHOP://catalog/gr%C3%B6%C3%9Fe", "shop://catalog/:category", "category=größe"),
            ("/help/guides/returns", "/help/**", "**=guides|returns"),
            ("/files/a%2Fb/x/y", "/files/:name/**", "name=a/b **=x|y"),
            (
                "https://user@EXAMPLE.com:443/catalog/caf%C3%A9", "https://example.com/catalog/:category",
                "category=café"
            ),
            ("/search?q=red%20shoes&flag", "/search", "q=red shoes flag="),
        ])
    func match(link: String, pattern: DeeplinkPattern, parameters: String) throws {
        var table = DeeplinkTable<String>()
        for pattern in Self.table.patterns {
            table.register(pattern) { _ in
                Issue.record("match ran the closure of \(pattern)")
                return []
            }
        }
        let match = try table.match(link)
        #expect(match.pattern == pattern)
        #expect(match.url == link)
        let names = ["category", "product", "name", "ref", "q", "flag"].filter { match[$0] != nil }
        var printed = names.map { "\($0)=\(match[$0] ?? "")" }
        if !match.catchAll.isEmpty { printed.append("**=\(match.catchAll.joined(separator: "|"))") }
        #expect(printed.joined(separator: " ") == parameters)
    }

    @Test(
        "match reports a link it cannot read or that no pattern matches",
        arguments: [
            ("", DeeplinkError.malformedURL("", reason: "it is empty")),
            (
                "shop://catalog/%zz",
                .malformedURL(
                    "shop://catalog/%zz",
                    reason: "`%zz` is not percent-encoded right (`%` and two hex digits, as UTF-8)")
            ),
            ("shop://unknown", .noMatch("shop://unknown")),
        ])
    func matchFails(link: String, error: DeeplinkError) {
        #expect(throws: error) { try Self.table.match(link) }
    }

    @Test("every pattern of a large table matches its links", arguments: [1, 40, 3000])
    func largeTable(size: Int) throws {
        var patterns: [DeeplinkPattern] = []
        for index in 0..<size {
            patterns.append(DeeplinkPattern("/s\(index % 37)/c\(index)/:x"))
            patterns.append(DeeplinkPattern("shop://h\(index)/:y/**"))
        }
        let table = probeTable(patterns)
        try table.validate()
        for index in 0..<size {
            #expect(
                describe(try table.contexts(for: "/s\(index % 37)/c\(index)/7")) == "[/s\(index % 37)/c\(index)/:x x=7]"
            )
            #expect(try table.match("shop://h\(index)/8/a/b").catchAll == ["a", "b"])
        }
        #expect(throws: DeeplinkError.noMatch("/s0/c\(size)/7")) { try table.match("/s0/c\(size)/7") }
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
