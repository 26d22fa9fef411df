import Foundation

/// Apple's matching of universal links against the `applinks` section of an
/// `apple-app-site-association` file, as Apple's pages describe it ("Supporting associated
/// domains"; `applinks.Details`, `applinks.Details.Components`, `applinks.Details.Components.Query`,
/// `applinks.Defaults`), read from the file's JSON, to test what a table writes against the
/// format rather than against itself:
///
/// - The `details` whose `appIDs` (or `appID`) name the app are tried in order; in each, the
///   `components` in order: the first component that matches the link decides — the link opens
///   the app unless the component has `"exclude": true`. No component matching: it does not.
/// - A component matches when its `/` pattern matches the path, its `?` the query, and its `#`
///   the fragment; a key left out is `*`. `?` may instead be a dictionary of query item names to
///   value patterns, each of which an item of that name must match.
/// - In a pattern, `*` matches zero or more characters (`/` among them) and `?` exactly one.
/// - `caseSensitive` (default `true`) and `percentEncoded` (default `true`) come from the
///   component, else the details' `defaults`, else the section's `defaults`. With
///   `percentEncoded: false` the link's component is percent-decoded before it is compared.
///
/// Where the pages are silent, this reading: a link without a path has the path `/` (the path an
/// HTTP request for it asks for); a missing query or fragment is compared as empty text; a
/// component that cannot be percent-decoded matches no decoded pattern.
struct AppSiteAssociationMatcher {
    struct Component {
        var path: String?
        var query: Query?
        var fragment: String?
        var exclude: Bool
        var caseSensitive: Bool
        var percentEncoded: Bool
        var comment: String?
    }

    enum Query {
        case pattern(String)
        case items([String: String])
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    private let details: [(appIDs: [String], components: [Component])]

    /// Reads the file's JSON.
    init(json: Data) throws {
        guard let file = try JSONSerialization.jsonObject(with: json) as? [String: Any],
            let applinks = file["applinks"] as? [String: Any],
            let details = applinks["details"] as? [[String: Any]]
        else { throw Failure(description: "no applinks.details array") }
        let sectionDefaults = applinks["defaults"] as? [String: Any] ?? [:]
        self.details = try details.map { entry in
            let appIDs = (entry["appIDs"] as? [String]) ?? (entry["appID"] as? String).map { [$0] } ?? []
            let defaults = entry["defaults"] as? [String: Any] ?? [:]
            let components = try (entry["components"] as? [[String: Any]] ?? []).map { keys in
                func flag(_ name: String) -> Bool {
                    (keys[name] as? Bool) ?? (defaults[name] as? Bool) ?? (sectionDefaults[name] as? Bool) ?? true
                }
                var query: Query?
                if let text = keys["?"] as? String {
                    query = .pattern(text)
                } else if let items = keys["?"] as? [String: String] {
                    query = .items(items)
                } else if keys["?"] != nil {
                    throw Failure(description: "`?` is neither a pattern nor a dictionary of patterns")
                }
                return Component(
                    path: keys["/"] as? String, query: query, fragment: keys["#"] as? String,
                    exclude: keys["exclude"] as? Bool ?? false, caseSensitive: flag("caseSensitive"),
                    percentEncoded: flag("percentEncoded"), comment: keys["comment"] as? String)
            }
            return (appIDs, components)
        }
    }

    /// Whether the system opens the app `appID` with the link.
    func opensApp(_ link: String, appID: String) -> Bool {
        guard let component = decidingComponent(for: link, appID: appID) else { return false }
        return !component.exclude
    }

    /// The first component, of the first details naming the app, that matches the link.
    func decidingComponent(for link: String, appID: String) -> Component? {
        for entry in details where entry.appIDs.contains(appID) {
            if let component = entry.components.first(where: { Self.matches($0, link) }) { return component }
        }
        return nil
    }

    /// Every component, of the details naming the app, that matches the link, in order.
    func matchingComponents(for link: String, appID: String) -> [Component] {
        details.filter { $0.appIDs.contains(appID) }.flatMap { $0.components.filter { Self.matches($0, link) } }
    }

    static func matches(_ component: Component, _ link: String) -> Bool {
        let parts = Parts(link)
        func compare(_ pattern: String?, _ text: String) -> Bool {
            guard let pattern else { return true }
            guard let text = component.percentEncoded ? text : text.removingPercentEncoding else { return false }
            return glob(pattern, text, caseSensitive: component.caseSensitive)
        }
        guard compare(component.path, parts.path), compare(component.fragment, parts.fragment ?? "") else {
            return false
        }
        switch component.query {
        case nil: return true
        case .pattern(let pattern): return compare(pattern, parts.query ?? "")
        case .items(let items):
            let pairs = (parts.query ?? "").split(separator: "&").map { item in
                let name = item.prefix { $0 != "=" }
                return (String(name), String(item.dropFirst(name.count + 1)))
            }
            return items.allSatisfy { name, pattern in
                pairs.contains { pair in
                    let itemName = component.percentEncoded ? pair.0 : pair.0.removingPercentEncoding
                    return itemName == name && compare(pattern, pair.1)
                }
            }
        }
    }

    /// A link's path (`/` when it has none), query and fragment, as written.
    private struct Parts {
        var path: String
        var query: String?
        var fragment: String?

        init(_ link: String) {
            var rest = Substring(link)
            if let hash = rest.firstIndex(of: "#") {
                fragment = String(rest[rest.index(after: hash)...])
                rest = rest[..<hash]
            }
            if let mark = rest.firstIndex(of: "?") {
                query = String(rest[rest.index(after: mark)...])
                rest = rest[..<mark]
            }
            if let scheme = rest.range(of: "://") {
                rest = rest[scheme.upperBound...]
                rest = rest[(rest.firstIndex(of: "/") ?? rest.endIndex)...]
            }
            path = rest.isEmpty ? "/" : String(rest)
        }
    }

    /// Whether `text` matches `pattern`, whose `*` matches zero or more characters and `?` one:
    /// the usual wildcard walk, going back to the last `*` on a mismatch.
    static func glob(_ pattern: String, _ text: String, caseSensitive: Bool) -> Bool {
        let pattern = Array(caseSensitive ? pattern : pattern.lowercased())
        let text = Array(caseSensitive ? text : text.lowercased())
        var (p, t) = (0, 0)
        var star: (pattern: Int, text: Int)?
        while t < text.count {
            if p < pattern.count, pattern[p] == "?" || (pattern[p] != "*" && pattern[p] == text[t]) {
                (p, t) = (p + 1, t + 1)
            } else if p < pattern.count, pattern[p] == "*" {
                star = (p, t)
                p += 1
            } else if let last = star {
                star = (last.pattern, last.text + 1)
                (p, t) = (last.pattern + 1, last.text + 1)
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}
