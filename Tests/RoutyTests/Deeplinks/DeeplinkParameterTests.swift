import Foundation
import Routy
import SeededRandom
import Testing

@MainActor
@Suite("Deeplink parameters")
struct DeeplinkParameterTests {
    /// One conversion: what the table's closure makes of a parameter of the link.
    struct Conversion: Sendable, CustomTestStringConvertible {
        var testDescription: String
        var convert: @Sendable (DeeplinkParameters) throws -> String

        /// Reads the parameter as a `T` with `value(_:as:)`.
        static func reading<T: DeeplinkParameterValue>(_ type: T.Type, from name: String = "value") -> Self {
            Self(testDescription: "\(name) as \(type)") { "\(try $0.value(name, as: type))" }
        }

        /// Reads the parameter as a `T` with `valueIfPresent(_:as:)`.
        static func readingIfPresent<T: DeeplinkParameterValue>(_ type: T.Type, from name: String) -> Self {
            Self(testDescription: "\(name) as \(type)?") {
                try $0.valueIfPresent(name, as: type).map { "\($0)" } ?? "nil"
            }
        }
    }

    static func convert(_ link: String, _ conversion: Conversion) throws -> String {
        var table = DeeplinkTable<String>()
        table.register("/p/:value") { parameters in [NavigationContext(try conversion.convert(parameters))] }
        return try table.contexts(for: link).first?.type ?? "none"
    }

    @Test(
        "a parameter converts to the type asked for",
        arguments: [
            ("/p/42", .reading(Int.self), "42"),
            ("/p/-7", .reading(Int.self), "-7"),
            ("/p/1.5", .reading(Double.self), "1.5"),
            ("/p/yes", .reading(Bool.self), "true"),
            ("/p/FALSE", .reading(Bool.self), "false"),
            ("/p/0", .reading(Bool.self), "false"),
            ("/p/e621e1f8-c36c-495a-93fc-0c247a3e6e5f", .reading(UUID.self), "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"),
            ("/p/running%20shoes", .reading(String.self), "running shoes"),
            ("/p/bags", .reading(Category.self), "bags"),
            ("/p/10-50", .reading(PriceRange.self), "10...50"),
            ("/p/x?page=3", .reading(Int.self, from: "page"), "3"),
            ("/p/x?value=9", .reading(String.self), "x"),
            ("/p/x", .readingIfPresent(Int.self, from: "page"), "nil"),
            ("/p/x?page=4", .readingIfPresent(Int.self, from: "page"), "4"),
        ] as [(String, Conversion, String)])
    func converts(link: String, conversion: Conversion, expected: String) throws {
        #expect(try Self.convert(link, conversion) == expected)
    }

    @Test(
        "a parameter that does not convert names the parameter, the value, the type and the link",
        arguments: [
            ("/p/abc", .reading(Int.self), "value", "abc", "Int"),
            ("/p/4.2", .reading(Int.self), "value", "4.2", "Int"),
            ("/p/maybe", .reading(Bool.self), "value", "maybe", "Bool"),
            ("/p/1e", .reading(Double.self), "value", "1e", "Double"),
            ("/p/nope", .reading(UUID.self), "value", "nope", "UUID"),
            ("/p/hats", .reading(Category.self), "value", "hats", "Category"),
            ("/p/50-10", .reading(PriceRange.self), "value", "50-10", "PriceRange"),
            ("/p/x?page=two", .reading(Int.self, from: "page"), "page", "two", "Int"),
            ("/p/x?page", .readingIfPresent(Int.self, from: "page"), "page", "", "Int"),
        ] as [(String, Conversion, String, String, String)])
    func badParameter(link: String, conversion: Conversion, name: String, value: String, type: String) {
        #expect(throws: DeeplinkError.badParameter(name, value: value, expected: type, url: link)) {
            try Self.convert(link, conversion)
        }
    }

    @Test(
        "every parameter and catch-all segment reads back, however many the pattern has",
        arguments: 0...7)
    func manyParameters(count: Int) throws {
        // The first parameters are kept apart from the rest where the link was matched: the
        // values on both sides of that line, and the catch-all after them, must all read back.
        let names = (0..<count).map { "p\($0)" }
        let values = (0..<count).map { $0 == 1 ? "v%20\($0)" : "V\($0)" }
        var table = DeeplinkTable<String>()
        table.register(DeeplinkPattern("app://:host/" + (names.map { ":" + $0 } + ["**"]).joined(separator: "/"))) {
            parameters in
            [NavigationContext(try parameters.value("host", as: String.self))]
                + (try names.map { NavigationContext(try parameters.value($0, as: String.self)) })
                + parameters.catchAll.map { NavigationContext($0) }
        }
        let link = "app://Shop/" + (values + ["rest", "of%2Fit"]).joined(separator: "/")
        let contexts = try table.contexts(for: link)
        #expect(
            contexts.map(\.type)
                == ["shop"] + values.map { $0.replacingOccurrences(of: "%20", with: " ") } + ["rest", "of/it"])
    }

    nonisolated static let seeds = SeededGenerator.seeds([31, 32, 33], from: "ROUTY_SEED")

    /// Path parameters read as `Int` the way `Int(_:)` reads their text, whether the table reads
    /// the link's bytes (an optional sign and up to 18 digits) or converts the text: signs,
    /// leading zeros, the edges of `Int`, percent-encoded digits and signs, digits of other
    /// scripts, in a path segment and in a custom scheme's host.
    @Test("an Int parameter reads as Int(text) reads its text", arguments: seeds)
    func integers(seed: UInt64) throws {
        var table = DeeplinkTable<String>()
        for pattern: DeeplinkPattern in ["/p/:value", "app://:value/h"] {
            table.register(pattern) { parameters in
                let text = parameters["value"] ?? "no text"
                let expected =
                    Int(text).map { "\($0)" }
                    ?? "\(DeeplinkError.badParameter("value", value: text, expected: "Int", url: parameters.url))"
                let read: String
                do {
                    read = "\(try parameters.value("value", as: Int.self))"
                } catch {
                    read = "\(error)"
                }
                return [NavigationContext(expected), NavigationContext(read)]
            }
        }
        let edges = [
            "0", "-0", "+0", "007", "-7", "+7", "-", "+", "--1", "+-1", "1-", "1a",
            "999999999999999999", "-999999999999999999", "+999999999999999999", "1000000000000000000",
            "9223372036854775807", "9223372036854775808", "-9223372036854775808", "-9223372036854775809",
            "00000000000000000000042", "%34%32", "%2D5", "%2B5", "4%32", "٤٢", "４２",
        ]
        let pieces = ["0", "1", "5", "9", "-", "+", "a", "%33", "%2D", "%2B", "٣", "."]
        var random = SeededGenerator(seed: seed)
        let texts =
            edges
            + (0..<2_000).map { _ in
                (0..<Int.random(in: 1...21, using: &random)).map { _ in
                    // Mostly digits, so that many texts are numbers and many are nearly.
                    Int.random(in: 0..<4, using: &random) == 0
                        ? pieces[Int.random(in: 0..<pieces.count, using: &random)]
                        : String(Int.random(in: 0...9, using: &random))
                }.joined()
            }
        for text in texts {
            for link in ["/p/\(text)", "app://\(text)/h"] {
                let contexts = try table.contexts(for: link)
                #expect(contexts.count == 2 && contexts[0] == contexts[1], "seed \(seed), \(link)")
            }
        }
    }

    @Test("a parameter the link lacks is reported with the names it has")
    func missingParameter() {
        let conversion = Conversion.reading(Int.self, from: "product")
        let link = "/p/x?ref=mail&value=1&ref=again"
        #expect(throws: DeeplinkError.missingParameter("product", url: link, available: ["value", "ref"])) {
            try Self.convert(link, conversion)
        }
    }

    struct OutOfStock: Error, CustomStringConvertible {
        var description: String { "product 42 is out of stock" }
    }

    @Test("an error of the app's own that a closure throws is reported with the link and the pattern")
    func rejected() {
        let conversion = Conversion(testDescription: "app error") { _ in throw OutOfStock() }
        #expect(
            throws: DeeplinkError.rejected("/p/42", pattern: "/p/:value", underlying: UnderlyingError(OutOfStock()))
        ) {
            try Self.convert("/p/42", conversion)
        }
        #expect(
            DeeplinkError.rejected("/p/42", pattern: "/p/:value", underlying: UnderlyingError(OutOfStock())).description
                == "`/p/42` matched `/p/:value`, whose closure rejected it: product 42 is out of stock. Check the "
                + "link, or the closure registered for the pattern.")
    }

    @Test("conversion errors say what was asked, what was found and what to do")
    func descriptions() {
        #expect(
            DeeplinkError.badParameter("product", value: "abc", expected: "Int", url: "shop://catalog/shoes/abc")
                .description
                == "The parameter `product` of `shop://catalog/shoes/abc` is `abc`, which is not a valid Int. "
                + "Fix the link, or ask for a type that accepts this value.")
        #expect(
            DeeplinkError.missingParameter("product", url: "/p/x?ref=mail", available: ["value", "ref"]).description
                == "`/p/x?ref=mail` has no parameter `product` (it has `value`, `ref`). "
                + "Check the parameter names of the pattern and its closures.")
    }

    @Test("parameter values write back what they read")
    func roundTrip() {
        #expect(42.deeplinkParameter == "42")
        #expect(true.deeplinkParameter == "true")
        #expect(1.5.deeplinkParameter == "1.5")
        #expect(Category.shoes.deeplinkParameter == "shoes")
        #expect(
            PriceRange(deeplinkParameter: PriceRange(lower: 1, upper: 9).deeplinkParameter)
                == PriceRange(lower: 1, upper: 9))
    }
}
