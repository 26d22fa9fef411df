/// Why a server route could not be turned into a context, or a context into a route.
///
/// Every case carries the route or context it is about; ``description`` says what was asked,
/// what was found and what to do.
public enum ServerRouteError: Error, Equatable, Sendable {
    /// The text is not a route (`type` or `type|json-payload` with a non-empty type) or not a
    /// JSON array of routes; `reason` says which.
    case malformed(String, reason: String)
    /// The route names a type that is not registered; `known` lists the registered names.
    case unknownType(String, route: String, known: [String])
    /// The route's payload is missing, not JSON, not the registered payload type, or there is one
    /// where the type takes none; `reason` says which.
    case badPayload(route: String, reason: String)
    /// The context (printed as in `product(42)`) has a type that is not registered, or a payload
    /// the registry cannot encode; `reason` says which.
    case cannotEncode(context: String, reason: String)
    /// ``ServerRouteRegistry/validate()`` found names that cannot round-trip: empty, or with a `|`.
    case invalidNames([String])
    /// ``ServerRouteRegistry/validate()`` found names registered more than once; the first
    /// registration of each is the one used.
    case duplicateNames([String])
}

extension ServerRouteError: CustomStringConvertible {
    /// A sentence that says what was asked, what was found and what to do.
    public var description: String {
        switch self {
        case .malformed(let text, let reason):
            "`\(text)` is not a server route: \(reason). Send `type` or `type|json-payload`, and a "
                + "JSON array of such strings for a sequence."
        case .unknownType(let name, let route, let known):
            "The server route `\(route)` names the type `\(name)`, which is not registered (registered: "
                + "\(known.codeList)). "
                + "Register it, or check the route."
        case .badPayload(let route, let reason):
            "The payload of the server route `\(route)` cannot be read: \(reason). "
                + "Check the route against the payload type registered for its type."
        case .cannotEncode(let context, let reason):
            "The context \(context) cannot be written as a server route: \(reason)."
        case .invalidNames(let names):
            "The server route names \(names.map { "`\($0)`" }.joined(separator: ", ")) cannot be read back: "
                + "a name must not be empty or contain `|`. Rename them."
        case .duplicateNames(let names):
            "The server route names \(names.map { "`\($0)`" }.joined(separator: ", ")) are registered more than "
                + "once; the first registration of each is used. Remove the others."
        }
    }
}
