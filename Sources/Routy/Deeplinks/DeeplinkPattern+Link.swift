extension DeeplinkPattern {
    /// The key of a `link` closure's values that holds what the catch-all `**` stands for, with
    /// `/` between segments: `["**": "guides/returns"]`.
    static let catchAllKey = "**"

    /// Builds a link from this pattern: each path parameter from the value of its name, the
    /// catch-all from the value under `**`, and every other value as a query item, by name.
    ///
    /// - Parameter values: The parameters' values by name.
    /// - Returns: The link, every segment and query item percent-encoded.
    /// - Throws: ``DeeplinkError/missingParameter(_:url:available:)`` naming this pattern when a
    ///   path parameter has no value.
    func link(with values: [String: any DeeplinkParameterValue]) throws(DeeplinkError) -> String {
        var used: Set<String> = [Self.catchAllKey]
        var segments: [String] = []
        for segment in path {
            switch segment {
            case .constant(let text):
                segments.append(DeeplinkPercentEncoding.encode(text))
            case .parameter(let name):
                let name = name ?? ""
                guard let value = values[name] else {
                    throw .missingParameter(name, url: description, available: values.keys.sorted())
                }
                used.insert(name)
                segments.append(DeeplinkPercentEncoding.encode(value.deeplinkParameter))
            case .catchAll:
                let rest = values[Self.catchAllKey]?.deeplinkParameter ?? ""
                // At every `/`, as a link splits: also where a combining mark follows it.
                segments += rest.unicodeScalars.split(separator: "/").map {
                    DeeplinkPercentEncoding.encode(String(Substring($0)))
                }
            }
        }
        var link = Self.prefix(scheme: scheme, host: host) + segments.joined(separator: "/")
        let query = values.filter { !used.contains($0.key) }.sorted { $0.key < $1.key }.map { name, value in
            DeeplinkPercentEncoding.encode(name) + "=" + DeeplinkPercentEncoding.encode(value.deeplinkParameter)
        }
        if !query.isEmpty { link += "?" + query.joined(separator: "&") }
        return link
    }
}
