import Foundation
import Portus
import Routy
import RoutyHeadless
import SeededRandom
import Testing

/// A deeplink table writes the `applinks` section of an `apple-app-site-association` file for its
/// `https` patterns, and the startup check names each pattern the file cannot say exactly.
@MainActor
@Suite struct UniversalLinkTests {
    nonisolated static let seeds = SeededGenerator.seeds([1, 2, 3], from: "ROUTY_SEED")
    static let host = "shop.example.com"
    static let appID = "ABCDE12345.com.example.shop"

    /// A table of every kind of pattern; each closure answers with its pattern, and some refuse.
    static var table: DeeplinkTable<String> {
        var table = DeeplinkTable<String>()
        func add(
            _ pattern: DeeplinkPattern,
            refusing refuses: @escaping @Sendable (DeeplinkParameters) -> Bool = { _ in false }
        ) {
            table.register(pattern) { parameters in
                if refuses(parameters) { throw DeeplinkError.noMatch(parameters.url) }
                return [NavigationContext(pattern.description)]
            }
        }
        add("/")
        add("https://shop.example.com/catalog/:category")
        add("https://shop.example.com/products/:id") { Int($0["id"] ?? "") == nil }
        add("https://shop.example.com/products/new")
        add("/help/**") { $0.catchAll.count > 2 }
        add("https://shop.example.com/about/team")
        add("https://shop.example.com/café")
        add("https://shop.example.com/sale*")
        add("https://shop.example.com/a/:x/b")
        add("https://other.example.com/only/:x")
        add("http://shop.example.com/plain")
        add("shop://orders/:id")
        add("https://shop.example.com/catalog/:shadowed")
        return table
    }

    static func findings(_ table: DeeplinkTable<String>) -> [NavigationConfigurationFinding<String>] {
        let router = NavigationRouter(tree: RoutingTree(), factory: NavigationElementRegistry<String>())
        return router.checkConfiguration(deeplinks: table).filter {
            if case .universalLinkInexact = $0 { true } else { false }
        }
    }

    @Test func theFileIsWrittenInAppleComponentsFormatTheSameEachTime() throws {
        var table = DeeplinkTable<String>()
        table.register("https://shop.example.com/products/:id") { _ in [NavigationContext("product")] }
        table.register("/help") { _ in [NavigationContext("help")] }
        table.register("shop://cart") { _ in [NavigationContext("cart")] }
        let file = table.appSiteAssociation(
            for: "Shop.Example.com", appIDs: [Self.appID, "ABCDE12345.com.example.clip"])
        let json = String(decoding: try file.jsonData(), as: UTF8.self)
        #expect(
            json == """
                {
                  "applinks" : {
                    "details" : [
                      {
                        "appIDs" : [
                          "ABCDE12345.com.example.shop",
                          "ABCDE12345.com.example.clip"
                        ],
                        "components" : [
                          {
                            "/" : "*//*",
                            "comment" : "A link with an empty segment, which the app reads as malformed",
                            "exclude" : true,
                            "percentEncoded" : true
                          },
                          {
                            "/" : "/products/?*",
                            "comment" : "https://shop.example.com/products/:id",
                            "percentEncoded" : false
                          },
                          {
                            "/" : "/help",
                            "comment" : "/help",
                            "percentEncoded" : false
                          },
                          {
                            "/" : "/help/",
                            "comment" : "/help",
                            "percentEncoded" : false
                          }
                        ]
                      }
                    ]
                  }
                }
                """)
        #expect(
            try table.appSiteAssociation(for: Self.host, appIDs: [Self.appID, "ABCDE12345.com.example.clip"]).jsonData()
                == file.jsonData())
        #expect(table.universalLinkHosts == ["shop.example.com"])
    }

    @Test func eachPatternThatTheFileCannotSayExactlyIsAFinding() {
        let findings = Self.findings(Self.table)
        #expect(
            findings.map(\.description).joined(separator: "\n") == """
                The apple-app-site-association file matches more links than the universal link pattern `https://shop.example.com/catalog/:category`: `:category` takes one segment, but the file's `?*` for it also matches `/`; its closure may refuse a value of `:category`, which the file matches whatever it is; the file decodes `%2F` into a `/` between segments, where the table reads it inside one segment. The app is opened with links the table does not resolve; open a link that fails in the browser.
                The apple-app-site-association file matches more links than the universal link pattern `https://shop.example.com/products/:id`: `:id` takes one segment, but the file's `?*` for it also matches `/`; its closure may refuse a value of `:id`, which the file matches whatever it is; the file decodes `%2F` into a `/` between segments, where the table reads it inside one segment. The app is opened with links the table does not resolve; open a link that fails in the browser.
                The apple-app-site-association file matches more links than the universal link pattern `https://shop.example.com/products/new`: the file decodes `%2F` into a `/` between segments, where the table reads it inside one segment. The app is opened with links the table does not resolve; open a link that fails in the browser.
                The apple-app-site-association file matches more links than the universal link pattern `/help/**`: its closure may refuse a value of `**`, which the file matches whatever it is; the file decodes `%2F` into a `/` between segments, where the table reads it inside one segment. The app is opened with links the table does not resolve; open a link that fails in the browser.
                The apple-app-site-association file matches more links than the universal link pattern `https://shop.example.com/about/team`: the file decodes `%2F` into a `/` between segments, where the table reads it inside one segment. The app is opened with links the table does not resolve; open a link that fails in the browser.
                The apple-app-site-association file matches more links than the universal link pattern `https://shop.example.com/sale*`: its constant `sale*` holds `*` or `?`, which the file reads as wildcards. The app is opened with links the table does not resolve; open a link that fails in the browser.
                The apple-app-site-association file matches more links than the universal link pattern `https://shop.example.com/a/:x/b`: `:x` takes one segment, but the file's `?*` for it also matches `/`; its closure may refuse a value of `:x`, which the file matches whatever it is; the file decodes `%2F` into a `/` between segments, where the table reads it inside one segment. The app is opened with links the table does not resolve; open a link that fails in the browser.
                The apple-app-site-association file matches more links than the universal link pattern `https://other.example.com/only/:x`: `:x` takes one segment, but the file's `?*` for it also matches `/`; its closure may refuse a value of `:x`, which the file matches whatever it is; the file decodes `%2F` into a `/` between segments, where the table reads it inside one segment. The app is opened with links the table does not resolve; open a link that fails in the browser.
                """)
        #expect(
            findings.first
                == .universalLinkInexact(
                    "https://shop.example.com/catalog/:category",
                    [.parameterSpansSegments("category"), .closureReadsParameters(["category"]), .encodedSlash]))
    }

    @Test func aTableWithoutHTTPSPatternsWritesNoFileAndHasNoSuchFinding() {
        var table = DeeplinkTable<String>()
        table.register("/catalog/:category") { _ in [NavigationContext("catalog")] }
        table.register("shop://orders/:id") { _ in [NavigationContext("order")] }
        #expect(table.universalLinkHosts == [])
        #expect(Self.findings(table) == [])
    }

    /// Random `https` links to the host: every link the table resolves opens the app by the file,
    /// and every other link the file opens the app with is matched by a component of a pattern
    /// the startup check names.
    @Test(arguments: seeds)
    func theFileOpensTheAppForEveryLinkTheTableResolvesAndMoreOnlyWhereTheCheckSaysSo(seed: UInt64) throws {
        let table = Self.table
        let matcher = try AppSiteAssociationMatcher(
            json: table.appSiteAssociation(for: Self.host, appIDs: [Self.appID]).jsonData())
        let named = Set(
            Self.findings(table).compactMap { finding -> String? in
                if case .universalLinkInexact(let pattern, _) = finding { pattern.description } else { nil }
            })
        var random = SeededGenerator(seed: seed)
        var (resolved, beyond) = (0, 0)
        for number in 0..<1500 {
            let link = Self.randomLink(using: &random)
            let at = "seed \(seed), link \(number): \(link)"
            let resolves = (try? table.contexts(for: link)) != nil
            let opens = matcher.opensApp(link, appID: Self.appID)
            if resolves {
                resolved += 1
                #expect(opens, "the table resolves it, but the file does not open the app; \(at)")
            } else if opens {
                beyond += 1
                let patterns = matcher.matchingComponents(for: link, appID: Self.appID).filter { !$0.exclude }
                    .compactMap(
                        \.comment)
                #expect(
                    patterns.contains(where: named.contains),
                    "the file opens the app, the table does not resolve it, and no named pattern's component matches it (\(patterns)); \(at)"
                )
            }
        }
        #expect(resolved > 150, "seed \(seed)")
        #expect(beyond > 50, "seed \(seed)")
    }

    /// A link to the host whose path is made of the table's constants, values its closures accept
    /// and refuse, encoded slashes and letters, wildcards, empty segments and bad encodings.
    static func randomLink(using random: inout SeededGenerator) -> String {
        let segments = [
            "catalog", "products", "new", "help", "about", "team", "a", "b", "only", "plain", "orders", "café",
            "caf%C3%A9", "caf%c3%a9", "sale*", "sale", "salex", "sale%2A", "42", "7", "shoes", "Catalog", "sho%65s",
            "%61bout", "a%2Fb", "about%2Fteam", "%2F", "%ZZ", "", "x?y",
        ]
        var path = (0..<Int.random(in: 0...4, using: &random)).map { _ in random.pick(segments) }.joined(separator: "/")
        if !path.isEmpty || random.chance(50) { path = "/" + path }
        if random.chance(15) { path += "/" }
        var link = "https://\(host)" + path
        if random.chance(20) { link += random.pick(["?ref=mail", "?id=7&x", "?"]) }
        if random.chance(10) { link += random.pick(["#top", "#", "#a/b"]) }
        return link
    }

    /// The matcher follows Apple's own examples ("Supporting associated domains", `applinks.Details`).
    @Test(arguments: [
        ("https://example.com/buy/shoes", true),
        ("https://example.com/buy/shoes#no_universal_links", false),
        ("https://example.com/buy", false),
        ("https://example.com/help/website/a", false),
        ("https://example.com/help/a?articleNumber=1234", true),
        ("https://example.com/help/a?x=1&articleNumber=abcd", true),
        ("https://example.com/help/a?articleNumber=123", false),
        ("https://example.com/help/a", false),
        ("https://example.com/other", false),
    ])
    func theMatcherFollowsApplesExample(link: String, opens: Bool) throws {
        let json = """
            {"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app", "ABCDE12345.com.example.app2"],
            "components": [
              {"#": "no_universal_links", "exclude": true},
              {"/": "/buy/*"},
              {"/": "/help/website/*", "exclude": true},
              {"/": "/help/*", "?": {"articleNumber": "????"}}
            ]}]}}
            """
        let matcher = try AppSiteAssociationMatcher(json: Data(json.utf8))
        #expect(matcher.opensApp(link, appID: "ABCDE12345.com.example.app2") == opens)
        #expect(!matcher.opensApp(link, appID: "ABCDE12345.com.example.other"))
    }

    @Test func theMatcherReadsDefaultsAndDecodesWhereTold() throws {
        let json = """
            {"applinks": {"defaults": {"percentEncoded": false}, "details": [{"appID": "T.app",
            "components": [{"/": "/buy/*", "#": "my_great_product_123"}, {"/": "/café", "caseSensitive": true},
            {"/": "/a%20b", "percentEncoded": true}],
            "defaults": {"caseSensitive": false}}]}}
            """
        let matcher = try AppSiteAssociationMatcher(json: Data(json.utf8))
        #expect(matcher.opensApp("https://example.com/BUY/x#MY_GREAT_PRODUCT_123", appID: "T.app"))
        #expect(!matcher.opensApp("https://example.com/buy/x#other", appID: "T.app"))
        #expect(matcher.opensApp("https://example.com/caf%C3%A9", appID: "T.app"))
        #expect(!matcher.opensApp("https://example.com/CAF%C3%A9", appID: "T.app"))
        #expect(matcher.opensApp("https://example.com/a%20b", appID: "T.app"))
        #expect(!matcher.opensApp("https://example.com/a b", appID: "T.app"))
        #expect(AppSiteAssociationMatcher.glob("/?*", "/", caseSensitive: true) == false)
        #expect(AppSiteAssociationMatcher.glob("*//*", "/a//b", caseSensitive: true))
    }
}
