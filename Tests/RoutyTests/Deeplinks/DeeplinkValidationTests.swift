import Routy
import Testing

@MainActor
@Suite("Deeplink validation")
struct DeeplinkValidationTests {
    typealias Issue = DeeplinkValidationError.Issue

    @Test(
        "a table of distinct, readable patterns is valid",
        arguments: [
            [],
            ["/"],
            ["/a/:x", "/a/b", "/a/**", "/a/:x/:y", "/a/:x/b", "shop://a/:x", "https://example.com/a/:x", "/b/:x"],
            ["shop://catalog", "shop://catalog/:category", "shop://catalog/sale/:product", "/help/**", "/help"],
            // Names of ASCII letters, digits and `_`, and of other letters and digits; a `{` or
            // `}` that a combining mark follows is part of another character (delimiters that
            // a combining mark follows: DeeplinkSplittingTests).
            ["/a/:_id", "/b/:Z9", "/c/:café", "/d/:n٣", "/f/{\u{301}x"],
        ] as [[DeeplinkPattern]])
    func valid(patterns: [DeeplinkPattern]) throws {
        try probeTable(patterns).validate()
    }

    @Test(
        "duplicate and ambiguous patterns are reported naming both",
        arguments: [
            (["/a/:x", "/a/:y"], [Issue.ambiguous("/a/:x", "/a/:y")]),
            (["/a/:x", "/a/:x"], [.duplicate("/a/:x", "/a/:x")]),
            (["/a/", "/a"], [.duplicate("/a", "/a")]),
            (["shop://catalog/:c", "SHOP://catalog/:c/"], [.duplicate("shop://catalog/:c", "shop://catalog/:c")]),
            (["/files/:name/**", "/files/:file/**"], [.ambiguous("/files/:name/**", "/files/:file/**")]),
            (
                ["/a/:x", "/b", "/a/:y", "/b", "/a/:z"],
                [.ambiguous("/a/:x", "/a/:y"), .duplicate("/b", "/b"), .ambiguous("/a/:x", "/a/:z")]
            ),
        ] as [([DeeplinkPattern], [Issue])])
    func sameShape(patterns: [DeeplinkPattern], issues: [Issue]) {
        let error = #expect(throws: DeeplinkValidationError.self) { try probeTable(patterns).validate() }
        #expect(error?.issues == issues)
    }

    @Test(
        "a pattern that cannot be read is reported with the reason",
        arguments: [
            ("", "it is empty; write `/` for the root of any link"),
            ("/a/**/b", "the catch-all `**` must be the last segment"),
            ("/a/*", "`*` is not a segment; write `:name` for one segment or a trailing `**` for the rest"),
            ("/a/:", "`:` needs a name, as in `:id`"),
            ("/a/:x/:x", "the parameter `:x` appears twice; give each parameter its own name"),
            (
                "/a/:1x",
                "`1x` is not a parameter name (a letter or `_`, then letters, digits and `_`), and a parameter "
                    + "takes a whole segment; write `:x` and take its value apart in the closure"
            ),
            (
                "/a/:é-b",
                "`é-b` is not a parameter name (a letter or `_`, then letters, digits and `_`), and a parameter "
                    + "takes a whole segment; write `:é` and take its value apart in the closure"
            ),
            ("/a?b", "a pattern matches the path only; read query items in its closure"),
            (
                "/test/:{file}.json",
                "`{file}.json` is not a parameter name (a letter or `_`, then letters, digits and `_`), and a "
                    + "parameter takes a whole segment; write `:file` and take its value apart in the closure"
            ),
            (
                "/p/:{open",
                "`{open` is not a parameter name (a letter or `_`, then letters, digits and `_`), and a parameter "
                    + "takes a whole segment; write `:open` and take its value apart in the closure"
            ),
            (
                "/:{param}.{param}",
                "`{param}.{param}` is not a parameter name (a letter or `_`, then letters, digits and `_`), and a "
                    + "parameter takes a whole segment; write `:param` and take its value apart in the closure"
            ),
            (
                "shop://files/:file-name",
                "`file-name` is not a parameter name (a letter or `_`, then letters, digits and `_`), and a "
                    + "parameter takes a whole segment; write `:file` and take its value apart in the closure"
            ),
            (
                "/test/{file}.json",
                "`{file}.json` is a constant, not a parameter: a parameter is written `:name` and takes a whole "
                    + "segment; write `:file` and take its value apart in the closure"
            ),
            ("/search?q", "a pattern matches the path only; read query items in its closure"),
            ("/a#b", "a pattern matches the path only; read query items in its closure"),
            ("1x://a", "`1x` is not a scheme (a letter, then letters, digits, `+`, `-`, `.`)"),
            ("shop:catalog", "write the scheme with `//`, as in `shop://path`"),
            (
                "https:///a",
                "a `https` pattern names its host, as in `https://example.com/path`; leave out scheme and host "
                    + "(`/path`) to match any"
            ),
            (
                "https://example.com:443/a",
                "write the host alone, without user or port, as in `https://example.com/path`"
            ),
            (
                "https://me@example.com/a",
                "write the host alone, without user or port, as in `https://example.com/path`"
            ),
            (
                "https://:host/a",
                "a `https` pattern names its host, as in `https://example.com/path`; leave out scheme and host "
                    + "(`/path`) to match any"
            ),
            // Names are compared as `String`s are (delimiters that a combining mark follows:
            // DeeplinkSplittingTests).
            ("/:\u{E9}/:e\u{301}", "the parameter `:e\u{301}` appears twice; give each parameter its own name"),
        ])
    func invalid(pattern: String, reason: String) {
        let table = probeTable([DeeplinkPattern(pattern)])
        let error = #expect(throws: DeeplinkValidationError.self) { try table.validate() }
        #expect(error?.issues == [.invalid(DeeplinkPattern(pattern), reason: reason)])
        #expect(DeeplinkPattern(pattern).description == pattern)
    }

    /// `:{file}.json` matched `/test/report.json` with a parameter named `{file}.json`, which the
    /// closure could not read; it is refused, and the pattern the error suggests does the job.
    @Test("a parameter inside a segment never matches; a whole-segment parameter does")
    func parameterInsideASegment() throws {
        let refused = probeTable(["/test/:{file}.json"])
        #expect(throws: DeeplinkError.noMatch("/test/report.json")) { try refused.contexts(for: "/test/report.json") }
        let fixed = probeTable(["/test/:file"])
        try fixed.validate()
        #expect(describe(try fixed.contexts(for: "/test/report.json")) == "[/test/:file file=report.json]")
        #expect(throws: Never.self) { try probeTable(["/a/:_id2", "/b/:ID", "/c/:café"]).validate() }
    }

    @Test("validation is explicit: matching a table with problems uses the first pattern of a shape")
    func notAtFirstUse() throws {
        let table = probeTable(["/a/:x", "/a/:y", "/b/**/c"])
        #expect(describe(try table.contexts(for: "/a/1")) == "[/a/:x x=1]")
        #expect(throws: DeeplinkError.noMatch("/b/c")) { try table.contexts(for: "/b/c") }
        #expect(throws: DeeplinkValidationError.self) { try table.validate() }
    }

    @Test("the validation error names every pattern and says what to do")
    func description() {
        let table = probeTable(["/a/:x", "/a/:y", "/b", "/b/", "/c/**/d"])
        let error = #expect(throws: DeeplinkValidationError.self) { try table.validate() }
        #expect(
            error?.description == """
                The deeplink table has 3 problems:
                - `/a/:x` and `/a/:y` match the same links, so `/a/:y` never matches; remove one, or make \
                them differ by a constant segment.
                - `/b` and `/b` are the same pattern, registered twice; remove one of them.
                - `/c/**/d` is not a deeplink pattern: the catch-all `**` must be the last segment.
                """)
    }
}
