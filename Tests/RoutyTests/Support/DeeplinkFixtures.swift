import Foundation
import Routy

/// A category, read from links through its raw value.
enum Category: String, DeeplinkParameterValue {
    case shoes, bags
}

/// A custom parameter type: a price range written `10-50`.
struct PriceRange: DeeplinkParameterValue, Equatable, CustomStringConvertible {
    var lower: Int
    var upper: Int

    init(lower: Int, upper: Int) {
        (self.lower, self.upper) = (lower, upper)
    }

    init?(deeplinkParameter: String) {
        let bounds = deeplinkParameter.split(separator: "-", omittingEmptySubsequences: false)
        guard bounds.count == 2, let lower = Int(bounds[0]), let upper = Int(bounds[1]), lower <= upper else {
            return nil
        }
        self.init(lower: lower, upper: upper)
    }

    var deeplinkParameter: String { "\(lower)-\(upper)" }
    var description: String { "\(lower)...\(upper)" }
}

/// The payload of a search screen, built from query items.
struct SearchQuery: Codable, Hashable, Sendable, CustomStringConvertible {
    var text: String
    var page: Int
    var description: String { "\(text), page \(page)" }
}

/// The payload of a product screen in server routes.
struct ProductPayload: Codable, Hashable, Sendable, CustomStringConvertible {
    var id: Int
    var description: String { "#\(id)" }
}

/// Contexts printed as the tests pin them: `[catalog, category(shoes), product(42)]`.
func describe<T>(_ contexts: [NavigationContext<T>]) -> String {
    "[" + contexts.map(\.description).joined(separator: ", ") + "]"
}

/// A table whose every pattern answers with one context: the pattern, then what it took from
/// the link — its path parameters (named in the pattern), the catch-all and the query items:
/// `shop://catalog/:category/:product category=shoes product=42`.
func probeTable(_ patterns: [DeeplinkPattern]) -> DeeplinkTable<String> {
    var table = DeeplinkTable<String>()
    for pattern in patterns {
        let names = pattern.description.split(separator: "/").filter { $0.hasPrefix(":") }.map { $0.dropFirst() }
        table.register(pattern) { parameters in
            var parts = ["\(parameters.pattern)"]
            parts += names.map { "\($0)=\(parameters[String($0)] ?? "nil")" }
            if pattern.description.hasSuffix("**") { parts.append("**=\(parameters.catchAll.joined(separator: "|"))") }
            parts += parameters.queryItems.map { "?\($0.name)=\($0.value ?? "nil")" }
            return [NavigationContext(parts.joined(separator: " "))]
        }
    }
    return table
}
