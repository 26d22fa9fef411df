import Foundation

/// The `applinks` section of an `apple-app-site-association` file: which links to one host open
/// the app as universal links, written from a ``DeeplinkTable`` by
/// ``DeeplinkTable/appSiteAssociation(for:appIDs:)``.
///
/// Apple's `components` format (iOS 14 and later) matches a link's path, query and fragment
/// with patterns where `*` stands for any characters, `/` included, and `?` for one. The file
/// lists, in the table's registration order:
///
/// 1. one component that excludes a path with an empty segment (`//`), compared as the link writes
///    it, since the table reads every such link as malformed;
/// 2. for each pattern that `https` links to the host can match, the path patterns that match
///    every path it matches, compared percent-decoded (`percentEncoded: false`), as the table
///    compares segments; each with the pattern as its `comment`.
///
/// Query and fragment are left to the default, `*`: the table leaves query items to the closures
/// and ignores the fragment. Where the format cannot say exactly what a pattern matches, the file
/// matches more, never less, and the startup check names the pattern
/// (``UniversalLinkMismatch``).
///
/// ```swift
/// let file = links.appSiteAssociation(for: "shop.example.com", appIDs: ["ABCDE12345.com.example.shop"])
/// try file.jsonData().write(to: wellKnown.appendingPathComponent("apple-app-site-association"))
/// ```
public struct AppSiteAssociation: Hashable, Sendable {
    /// One entry of the `components` array.
    public struct Component: Hashable, Sendable {
        /// The pattern for the link's path (the `/` key).
        public var path: String
        /// Whether a link this component matches must not open the app (the `exclude` key).
        public var exclude: Bool
        /// Whether `path` is compared with the path as the link writes it (`true`) or
        /// percent-decoded (`false`): the `percentEncoded` key.
        public var percentEncoded: Bool
        /// Text Apple ignores: the deeplink pattern the component stands for.
        public var comment: String

        /// Creates a component.
        ///
        /// - Parameters:
        ///   - path: The pattern for the link's path.
        ///   - exclude: Whether a link it matches must not open the app.
        ///   - percentEncoded: Whether `path` is compared with the path as written.
        ///   - comment: Text Apple ignores.
        public init(path: String, exclude: Bool = false, percentEncoded: Bool = false, comment: String) {
            self.path = path
            self.exclude = exclude
            self.percentEncoded = percentEncoded
            self.comment = comment
        }
    }

    /// The apps that open the links: `<Application Identifier Prefix>.<Bundle Identifier>`.
    public var appIDs: [String]
    /// The components, in the order Apple tries them: the first that matches a link decides.
    public var components: [Component]

    /// Creates the section.
    ///
    /// - Parameters:
    ///   - appIDs: The apps that open the links.
    ///   - components: The components, in the order Apple tries them.
    public init(appIDs: [String], components: [Component]) {
        self.appIDs = appIDs
        self.components = components
    }

    /// The file's JSON: `{"applinks": {"details": [{"appIDs": …, "components": …}]}}`, with sorted
    /// keys and indented, so that the same table and app IDs always give the same bytes.
    ///
    /// - Returns: The JSON, UTF-8; serve it at `https://<host>/.well-known/apple-app-site-association`.
    /// - Throws: What `JSONEncoder` throws, which it does not for these values.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(File(applinks: Section(details: [Details(appIDs: appIDs, components: components)])))
    }

    private struct File: Encodable {
        let applinks: Section
    }

    private struct Section: Encodable {
        let details: [Details]
    }

    private struct Details: Encodable {
        let appIDs: [String]
        let components: [Component]
    }
}

extension AppSiteAssociation.Component: Encodable {
    private enum CodingKeys: String, CodingKey {
        case path = "/"
        case exclude, percentEncoded, comment
    }

    /// Writes the component's keys; `exclude` only when it is `true`.
    ///
    /// - Parameter encoder: The encoder to write to.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(path, forKey: .path)
        if exclude { try container.encode(true, forKey: .exclude) }
        try container.encode(percentEncoded, forKey: .percentEncoded)
        try container.encode(comment, forKey: .comment)
    }
}
