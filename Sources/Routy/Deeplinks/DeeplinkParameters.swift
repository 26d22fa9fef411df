import Foundation

/// What a link gave a pattern: its named path parameters, the segments the catch-all took, and
/// its query items, all percent-decoded.
///
/// ```swift
/// // "shop://catalog/shoes/42?ref=mail" matched by "shop://catalog/:category/:product"
/// try parameters.value("product", as: Int.self)        // 42
/// try parameters.valueIfPresent("ref", as: String.self) // "mail"
/// ```
public struct DeeplinkParameters: Sendable {
    /// The link as it was given.
    public let url: String
    /// The pattern that matched the link.
    public let pattern: DeeplinkPattern
    /// The segments that the trailing `**` took, in order; empty when it took none or the
    /// pattern has no catch-all.
    public let catchAll: [String]
    /// The query items in the order the link lists them; an item without `=` has the value `nil`.
    public let queryItems: [URLQueryItem]
    private let pathParameters: [String: String]

    init(
        url: String, pattern: DeeplinkPattern, pathParameters: [String: String], catchAll: [String],
        queryItems: [URLQueryItem]
    ) {
        self.url = url
        self.pattern = pattern
        self.pathParameters = pathParameters
        self.catchAll = catchAll
        self.queryItems = queryItems
    }

    /// The text of a path parameter or, when the pattern has none of that name, of the first
    /// query item of that name (`""` for an item without a value).
    ///
    /// - Parameter name: A path parameter's name without the colon, or a query item's name.
    /// - Returns: The decoded text, or `nil` when the link has no such parameter.
    public subscript(name: String) -> String? {
        if let value = pathParameters[name] { return value }
        return queryItems.first { $0.name == name }.map { $0.value ?? "" }
    }

    /// The parameter of that name, converted to `T`.
    ///
    /// - Parameters:
    ///   - name: A path parameter's name without the colon, or a query item's name; path
    ///     parameters come first.
    ///   - type: The type to convert to.
    /// - Returns: The converted value.
    /// - Throws: ``DeeplinkError/missingParameter(_:url:available:)`` when the link has no such
    ///   parameter, ``DeeplinkError/badParameter(_:value:expected:url:)`` when its text is not a `T`.
    public func value<T: DeeplinkParameterValue>(_ name: String, as type: T.Type = T.self) throws(DeeplinkError)
        -> T
    {
        guard let value = try valueIfPresent(name, as: type) else {
            throw .missingParameter(name, url: url, available: availableNames)
        }
        return value
    }

    /// The parameter of that name converted to `T`, or `nil` when the link does not have it.
    ///
    /// - Parameters:
    ///   - name: A path parameter's name without the colon, or a query item's name.
    ///   - type: The type to convert to.
    /// - Returns: The converted value, or `nil` when there is no such parameter.
    /// - Throws: ``DeeplinkError/badParameter(_:value:expected:url:)`` when the text is not a `T`.
    public func valueIfPresent<T: DeeplinkParameterValue>(_ name: String, as type: T.Type = T.self)
        throws(DeeplinkError) -> T?
    {
        guard let text = self[name] else { return nil }
        guard let value = T(deeplinkParameter: text) else {
            throw .badParameter(name, value: text, expected: String(describing: type), url: url)
        }
        return value
    }

    /// The path parameters' names in the pattern's order, then the query items' names.
    private var availableNames: [String] {
        var seen: Set<String> = []
        return (pattern.parameterNames.compactMap { $0 } + queryItems.map(\.name)).filter { seen.insert($0).inserted }
    }
}
