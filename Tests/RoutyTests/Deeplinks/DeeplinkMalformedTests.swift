import Foundation
import Routy
import Testing

@MainActor
@Suite("Malformed deeplinks")
struct DeeplinkMalformedTests {
    static let table = probeTable(["/", "/:a", "/:a/:b", "shop://catalog/**", "https://example.com/:x/**", "/a/b/c"])

    @Test(
        "a link that is not a URL is reported with the link and why",
        arguments: [
            ("", "it is empty"),
            ("://", "`` is not a scheme"),
            ("1shop://catalog", "`1shop` is not a scheme"),
            ("🛍://catalog", "`🛍` is not a scheme"),
            ("?q=1", "it has no path"),
            ("#top", "it has no path"),
            ("%", "`%` is not percent-encoded right (`%` and two hex digits, as UTF-8)"),
            ("%zz", "`%zz` is not percent-encoded right (`%` and two hex digits, as UTF-8)"),
            ("shop://catalog/%4", "`%4` is not percent-encoded right (`%` and two hex digits, as UTF-8)"),
            ("shop://catalog/%FF", "`%FF` is not percent-encoded right (`%` and two hex digits, as UTF-8)"),
            ("shop://catalog/%E2%82", "`%E2%82` is not percent-encoded right (`%` and two hex digits, as UTF-8)"),
            ("/search?q=%zz", "`%zz` is not percent-encoded right (`%` and two hex digits, as UTF-8)"),
            ("%zz://catalog", "`%zz` is not a scheme"),
            ("shop://catalog/my shoes", "it contains a space or control character (U+20)"),
            ("shop://catalog/\tx", "it contains a space or control character (U+9)"),
            ("shop://catalog/\u{7F}", "it contains a space or control character (U+7F)"),
            ("https:/catalog", "an `https` link needs a host, as in `https://example.com/path`"),
            ("https:///catalog", "it has no host"),
            ("https://user@/catalog", "it has no host"),
            ("https://example.com:http/x", "the port `http` is not a number"),
        ])
    func malformed(link: String, reason: String) {
        #expect(throws: DeeplinkError.malformedURL(link, reason: reason)) { try Self.table.contexts(for: link) }
    }

    /// The link is read eight bytes at a time where it can be: each delimiter, wherever it stands
    /// in a word or after the last whole word, is found as it is alone.
    @Test("a delimiter or control character counts at every position of a link", arguments: 1..<24)
    func everyPosition(position: Int) throws {
        let filler = "abcdefghijklmnopqrstuvwx"
        let (before, after) = (filler.prefix(position), filler.dropFirst(position))
        func read(_ inserted: String) throws -> String {
            describe(try Self.table.contexts(for: "/\(before)\(inserted)\(after)"))
        }
        #expect(try read("/") == "[/:a/:b a=\(before) b=\(after)]")
        #expect(try read("#") == "[/:a a=\(before)]")
        #expect(try read("?") == "[/:a a=\(before) ?\(after)=nil]")
        #expect(try read("%41") == "[/:a a=\(before)A\(after)]")
        for control in [" ", "\u{1}", "\u{7F}"] {
            let link = "/\(before)\(control)\(after)"
            let code = String(control.unicodeScalars.first?.value ?? 0, radix: 16, uppercase: true)
            #expect(
                throws: DeeplinkError.malformedURL(link, reason: "it contains a space or control character (U+\(code))")
            ) {
                try Self.table.contexts(for: link)
            }
        }
    }

    @Test("the malformed-link error says what was found and what to do")
    func description() {
        #expect(
            DeeplinkError.malformedURL("%zz", reason: "`%zz` is not percent-encoded right").description
                == "`%zz` is not a valid deeplink: `%zz` is not percent-encoded right. Check how the link was built; "
                + "percent-encode spaces, `%` and other reserved characters.")
        #expect(
            DeeplinkError.noMatch("shop://nowhere").description
                == "No deeplink pattern matches `shop://nowhere`. Register a pattern for it, or check the link's "
                + "scheme, host and path.")
    }

    nonisolated static let nasty: [String] = [
        "", " ", "://", ":", "%", "%%", "%zz", "%2", "%00", "/%00/%00", "?", "#", "?#", "&", "=", "?=&=",
        "////", "/./../", "::::", "a:b:c", "shop:", "shop:?", "shop://?", "shop://#", "shop://@", "shop://:",
        "https://", "https://@", "https://:", "https://[::1]", "https://[::1]:8080/x", "https://[", "https://]:1",
        "https://a:99999999999999999999/x", "//", "//x", "///x", "\u{0}", "\u{FEFF}", "\u{202E}abc", "é://x",
        "shop://catalog/%C0%AF", "shop://catalog/%ED%A0%80", "shop://catalog/%F4%90%80%80",
        "🛍️👟", "shop://🛍️/👟/ﾟ･✿ヾ╲(｡◕‿◕｡)╱✿･ﾟ", "shop://catalog/\u{301}", "Ω://x", "𝔰𝔥𝔬𝔭://x",
        String(repeating: "a/", count: 100_000),
        String(repeating: "%", count: 10_000),
        String(repeating: "%41", count: 30_000),
        "shop://catalog/" + String(repeating: "x", count: 200_000),
        "/search?" + String(repeating: "a=b&", count: 20_000),
        String(repeating: "/:", count: 10_000),
        String(repeating: "**/", count: 10_000),
        String(repeating: "🛍", count: 50_000),
    ]

    @Test("nasty links never crash: each gives contexts or a typed error", arguments: nasty.indices)
    func nastyLinks(index: Int) {
        let link = Self.nasty[index]
        do {
            let contexts = try Self.table.contexts(for: link)
            #expect(contexts.count == 1)
        } catch {
            #expect(!error.description.isEmpty)
        }
    }

    @Test("nasty patterns never crash: each is a pattern or an invalid one", arguments: nasty.indices)
    func nastyPatterns(index: Int) throws {
        let pattern = DeeplinkPattern(Self.nasty[index])
        var table = probeTable([pattern])
        table.register(pattern) { _ in [] }
        do {
            try table.validate()
            Issue.record("a pattern registered twice must not be valid")
        } catch {
            #expect(error.issues.count == 1 || error.issues.count == 2)
        }
        _ = try? table.contexts(for: Self.nasty[index])
    }
}
