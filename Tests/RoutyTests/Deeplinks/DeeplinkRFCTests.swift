import Routy
import Testing

/// How links are read where RFC 3986 decides: the case of hosts, empty segments, and a scheme
/// without `//` (issue 13, point 2).
@MainActor
@Suite("Deeplinks read by RFC 3986")
struct DeeplinkRFCTests {
    static let table = probeTable([
        "/",
        "shop://catalog",
        "shop://catalog/:category",
        "shop://catalog/:category/:product",
        "shop://catalog/sale/:product",
        "shop://:section/page/:number",
        "myapp://product/:id",
        "/catalog/:category",
        "/help/**",
        "https://example.com/catalog/:category",
    ])

    @Test(
        "the part after `scheme://` is a host: compared case-insensitively; path segments are not",
        arguments: [
            ("myapp://PRODUCT/42", "myapp://product/:id id=42"),
            ("MyApp://Product/42", "myapp://product/:id id=42"),
            ("shop://CATALOG/Shoes", "shop://catalog/:category category=Shoes"),
            ("shop://%43ATALOG/shoes", "shop://catalog/:category category=shoes"),
            ("shop://catalog/SALE/42", "shop://catalog/:category/:product category=SALE product=42"),
            ("shop://Books/page/2", "shop://:section/page/:number section=books number=2"),
            ("other://CATALOG/shoes", "/catalog/:category category=shoes"),
            ("HTTPS://EXAMPLE.COM/catalog/shoes", "https://example.com/catalog/:category category=shoes"),
            // Without `//` there is no host: `catalog` is a path segment.
            ("shop:/catalog/shoes", "shop://catalog/:category category=shoes"),
        ])
    func hostCase(link: String, expected: String) throws {
        #expect(describe(try Self.table.contexts(for: link)) == "[\(expected)]")
    }

    @Test(
        "a path segment keeps its case",
        arguments: ["shop:/CATALOG/shoes", "/CATALOG/shoes", "https://example.com/CATALOG/shoes"])
    func pathCase(link: String) {
        #expect(throws: DeeplinkError.noMatch(link)) { try Self.table.contexts(for: link) }
    }

    @Test(
        "a custom scheme's host in a pattern is lowercased too",
        arguments: [
            ("shop://Catalog/:x", "shop://catalog/:x"),
            ("MYAPP://Product/:ID", "myapp://product/:ID"),
            ("shop://:Section/page", "shop://:Section/page"),
            ("/Catalog/:x", "/Catalog/:x"),
        ])
    func patternHostCase(pattern: String, printed: String) {
        #expect(DeeplinkPattern(pattern).description == printed)
    }

    @Test(
        "an empty path segment is malformed, named by what comes before it",
        arguments: [
            ("shop://catalog//42", "shop://catalog"),
            ("shop://catalog/shoes//", "shop://catalog/shoes"),
            ("https://example.com//catalog/shoes", "https://example.com"),
            ("shop:////catalog", "shop://"),
            ("/help//guides", "/help"),
            ("//catalog//shoes?q=1", "//catalog"),
        ])
    func emptySegment(link: String, before: String) {
        let reason =
            "it has an empty segment (`//`) after `\(before)`, which no pattern matches; fill the segment in or "
            + "remove a `/`"
        #expect(throws: DeeplinkError.malformedURL(link, reason: reason)) { try Self.table.contexts(for: link) }
    }

    @Test(
        "a single trailing slash, and an empty host, are not empty segments",
        arguments: [
            ("shop://catalog/shoes/", "shop://catalog/:category category=shoes"),
            ("shop://catalog/", "shop://catalog"),
            ("shop:///catalog/shoes", "shop://catalog/:category category=shoes"),
            ("https://example.com/", "/"),
            ("shop://", "/"),
            ("/", "/"),
        ])
    func trailingSlash(link: String, expected: String) throws {
        #expect(describe(try Self.table.contexts(for: link)) == "[\(expected)]")
    }

    @Test(
        "a pattern with an empty segment is reported",
        arguments: ["/a//b", "shop://catalog//:product", "//x", "/help//**"])
    func emptyPatternSegment(pattern: String) {
        let error = #expect(throws: DeeplinkValidationError.self) {
            try probeTable([DeeplinkPattern(pattern)]).validate()
        }
        #expect(
            error?.issues == [
                .invalid(
                    DeeplinkPattern(pattern),
                    reason: "it has an empty segment (`//`), which no link matches; remove the extra `/`")
            ])
    }

    @Test(
        "a scheme followed by neither `//` nor `/` is malformed, with the link to write instead",
        arguments: [
            (
                "shop:catalog",
                "`shop:` is followed by `catalog`, not by `//` and a host or `/` and a path; write `shop://catalog`"
            ),
            (
                "SHOP:catalog/shoes?ref=mail",
                "`SHOP:` is followed by `catalog/shoes`, not by `//` and a host or `/` and a path; "
                    + "write `shop://catalog/shoes`"
            ),
            (
                "shop:",
                "`shop:` is followed by nothing, not by `//` and a host or `/` and a path; write `shop://` and a path"
            ),
            (
                "shop:?q=1",
                "`shop:` is followed by nothing, not by `//` and a host or `/` and a path; write `shop://` and a path"
            ),
            ("https:catalog", "an `https` link needs a host, as in `https://example.com/path`"),
        ])
    func rootless(link: String, reason: String) {
        #expect(throws: DeeplinkError.malformedURL(link, reason: reason)) { try Self.table.contexts(for: link) }
    }
}
