/// The name of a node in the routing tree, such as `"home"` or `"productDetail"`.
///
/// Identifiers are plain strings with a type of their own, so that apps can list them as
/// static constants and write them as string literals:
///
/// ```swift
/// extension RoutingIdentifier {
///     static let home: RoutingIdentifier = "home"
/// }
/// ```
public struct RoutingIdentifier: RawRepresentable, Hashable, Sendable {
    /// The string that names the node.
    public var rawValue: String

    /// Creates an identifier from its string.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }
}

extension RoutingIdentifier: ExpressibleByStringLiteral {
    /// Creates an identifier from a string literal.
    public init(stringLiteral value: String) {
        self.init(rawValue: value)
    }
}

extension RoutingIdentifier: CustomStringConvertible {
    /// The raw string, as written.
    public var description: String { rawValue }
}

extension RoutingIdentifier: Codable {
    /// Decodes an identifier from a single string.
    public init(from decoder: any Decoder) throws {
        self.init(rawValue: try decoder.singleValueContainer().decode(String.self))
    }

    /// Encodes the identifier as a single string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
