import Foundation
import Routy
import Testing

/// A pattern is split as a link is: at every `/`, `:`, `?` and `#` byte, whatever follows it. A
/// `/` followed by a combining mark (`/\u{301}`) is one `Character`, which a split by characters
/// left inside a segment: the pattern `/a/\u{301}b` then matched only the link `/a%2F%CC%81b`,
/// never `/a/\u{301}b`.
@MainActor
@Suite("Deeplink splitting")
struct DeeplinkSplittingTests {
    /// Each pattern, a link, and what the pattern took from it (`nil`: no match).
    nonisolated static let cases: [(pattern: String, link: String, match: String?)] = [
        // A combining mark after `/` starts the next segment, in pattern and link alike.
        ("/a/\u{301}b", "/a/\u{301}b", "/a/\u{301}b"),
        ("/a/\u{301}b", "/a/%CC%81b", "/a/\u{301}b"),
        ("/a/\u{301}b", "/a%2F%CC%81b", nil),
        ("/a/\u{301}b", "/a%2F\u{301}b", nil),
        ("/a/:x", "/a/\u{301}b", "/a/:x x=\u{301}b"),
        ("/a/:x/:y", "/a/\u{301}/\u{301}", "/a/:x/:y x=\u{301} y=\u{301}"),
        ("shop://\u{301}/x", "shop://\u{301}/x", "shop://\u{301}/x"),
        ("shop://a/\u{301}", "shop://a/\u{301}", "shop://a/\u{301}"),
        ("/files/**", "/files/a/\u{301}b", "/files/** **=a|\u{301}b"),
        // A prepended mark before `/` (`\u{600}/` is one character) ends its segment there.
        ("/\u{600}/x", "/\u{600}/x", "/\u{600}/x"),
        ("/\u{600}/x", "/%D8%80%2Fx", nil),
        // A `:` that a combining mark follows still separates a scheme, or starts a parameter,
        // as `/` before it still separates a segment.
        ("x/\u{301}:y", "x/\u{301}:y", "/x/\u{301}:y"),
        ("x/\u{301}:y", "/x/%CC%81%3Ay", "/x/\u{301}:y"),
        // A percent-encoded slash is part of its segment.
        ("/a/:x", "/a/b%2Fc", "/a/:x x=b/c"),
        ("/a/:x", "/a/b/c", nil),
        ("/a/b", "/a%2Fb", nil),
        // Non-ASCII segments, composed or not, in the pattern or the link.
        ("/caf\u{E9}/:x", "/cafe\u{301}/1", "/caf\u{E9}/:x x=1"),
        ("/cafe\u{301}/:x", "/caf%C3%A9/1", "/cafe\u{301}/:x x=1"),
        ("/\u{1F45F}/:x", "/%F0%9F%91%9F/\u{1F45F}", "/\u{1F45F}/:x x=\u{1F45F}"),
    ]

    @Test("a pattern and a link split alike", arguments: cases)
    func splitAlike(pattern: String, link: String, match: String?) throws {
        let table = probeTable([DeeplinkPattern(pattern)])
        try table.validate()
        if let match {
            #expect(describe(try table.contexts(for: link)) == "[\(match)]")
        } else {
            #expect(throws: DeeplinkError.noMatch(link)) { try table.contexts(for: link) }
        }
    }

    /// A delimiter that a combining mark follows is still a delimiter, so validation reports it as
    /// a link's reading would.
    @Test(
        "a delimiter that a combining mark follows is reported as the delimiter",
        arguments: [
            ("/e/x?\u{301}", "a pattern matches the path only; read query items in its closure"),
            ("/e/x#\u{301}", "a pattern matches the path only; read query items in its closure"),
            ("a:\u{301}//x", "write the scheme with `//`, as in `a://path`"),
            ("shop:/\u{301}/x", "write the scheme with `//`, as in `shop://path`"),
            ("/a//\u{301}", "it has an empty segment (`//`), which no link matches; remove the extra `/`"),
            (
                "/a/:\u{301}x",
                "`\u{301}x` is not a parameter name (a letter or `_`, then letters, digits and `_`), and a "
                    + "parameter takes a whole segment; write `:x` and take its value apart in the closure"
            ),
        ])
    func reported(pattern: String, reason: String) {
        let error = #expect(throws: DeeplinkValidationError.self) {
            try probeTable([DeeplinkPattern(pattern)]).validate()
        }
        #expect(error?.issues == [.invalid(DeeplinkPattern(pattern), reason: reason)])
    }

    /// The links a pattern builds split where the pattern does: a catch-all's value at every `/`.
    @Test("a catch-all's value is split into segments at every slash")
    func catchAllLink() throws {
        var table = DeeplinkTable<String>()
        table.register("/files/**") {
            [NavigationContext($0.catchAll.joined(separator: "|"))]
        } link: { _ in
            ["**": "a/\u{301}b"]
        }
        let link = try table.url(for: [NavigationContext("x")])
        #expect(link.absoluteString == "/files/a/%CC%81b")
        #expect(describe(try table.contexts(for: link)) == "[a|\u{301}b]")
    }
}
