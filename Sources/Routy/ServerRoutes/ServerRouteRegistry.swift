import Foundation

/// Turns routes sent by a server or a push notification into contexts, and contexts back into
/// routes.
///
/// A route is `type` or `type|json-payload`, as in `catalog` or `product|{"id":42}`; the text
/// before the first `|` names the context type and the rest is the payload as JSON. A sequence
/// is a JSON array of routes, `["catalog","product|{\"id\":42}"]` — an array rather than a
/// separator, because a payload can hold any character.
///
/// Each type name is registered with its ``NavigationContext/type`` and the `Codable` type of
/// its payload, if it has one:
///
/// ```swift
/// struct ProductPayload: NavigationPayload, Codable { var id: Int }
/// var registry = ServerRouteRegistry<Screen>()
/// registry.register("catalog", as: .catalog)
/// registry.register("product", as: .product, payload: ProductPayload.self)
/// try registry.context(from: #"product|{"id":42}"#)  // product(ProductPayload(id: 42))
/// try registry.route(for: context)                   // product|{"id":42}
/// ```
public struct ServerRouteRegistry<ContextType: Hashable & Sendable>: Sendable {
    /// The contexts a registry produces and reads.
    public typealias Context = NavigationContext<ContextType>

    private struct Entry: Sendable {
        let name: String
        let type: ContextType
        /// How the payload is read and written, or `nil` when the type takes no payload.
        let payload: Codec?
    }

    private struct Codec: Sendable {
        /// The payload type's name, for errors.
        let typeName: String
        let decode: @Sendable (Data) throws -> any Hashable & Sendable
        /// The payload's JSON, or `nil` when the payload is not of the registered type.
        let encode: @Sendable (any Hashable & Sendable) throws -> Data?
    }

    private var entries: [String: Entry] = [:]
    /// The name each type is written with: the first registered for it.
    private var names: [ContextType: String] = [:]
    /// Names registered again after their first registration, which is the one used.
    private var duplicateNames: [String] = []

    /// Creates an empty registry.
    public init() {}

    /// Registers a type name whose routes carry a JSON payload.
    ///
    /// A type registered under several names is read from all of them and written with the
    /// first. A name registered again keeps its first registration; ``validate()`` reports it.
    ///
    /// - Parameters:
    ///   - name: The name in routes, such as `product`; not empty and without `|`.
    ///   - type: The contexts' type.
    ///   - payload: The payload's type, decoded from and encoded to the JSON after the `|`.
    public mutating func register<Payload: Codable & Hashable & Sendable>(
        _ name: String, as type: ContextType, payload: Payload.Type
    ) {
        let codec = Codec(
            typeName: String(describing: payload),
            decode: { data in try JSONDecoder().decode(Payload.self, from: data) },
            encode: { value in try (value as? Payload).map(Self.encoder.encode) })
        add(Entry(name: name, type: type, payload: codec))
    }

    /// Registers a type name whose routes carry no payload.
    ///
    /// - Parameters:
    ///   - name: The name in routes, such as `catalog`; not empty and without `|`.
    ///   - type: The contexts' type.
    public mutating func register(_ name: String, as type: ContextType) {
        add(Entry(name: name, type: type, payload: nil))
    }

    /// The context type each registered name stands for; a name registered again keeps its first.
    public var typesByName: [String: ContextType] {
        entries.mapValues(\.type)
    }

    /// Checks the registrations: every name can be read back (it is not empty and has no `|`)
    /// and none is registered twice.
    ///
    /// - Throws: ``ServerRouteError/invalidNames(_:)`` listing the names that cannot be read
    ///   back, or else ``ServerRouteError/duplicateNames(_:)`` listing those registered twice.
    public func validate() throws(ServerRouteError) {
        let invalid = entries.keys.filter { $0.isEmpty || $0.contains("|") }.sorted()
        guard invalid.isEmpty else { throw .invalidNames(invalid) }
        guard duplicateNames.isEmpty else { throw .duplicateNames(duplicateNames) }
    }

    /// The context a route stands for.
    ///
    /// - Parameter route: `type` or `type|json-payload`, such as `product|{"id":42}`.
    /// - Returns: A context of the registered type, with the decoded payload if the type has one.
    /// - Throws: ``ServerRouteError/malformed(_:reason:)`` when the type is empty,
    ///   ``ServerRouteError/unknownType(_:route:known:)`` when it is not registered, and
    ///   ``ServerRouteError/badPayload(route:reason:)`` when the payload does not fit.
    public func context(from route: String) throws(ServerRouteError) -> Context {
        let name = route.prefix { $0 != "|" }
        let payload = route[name.endIndex...].dropFirst()
        guard !name.isEmpty else { throw .malformed(route, reason: "it names no type before `|`") }
        guard let entry = entries[String(name)] else {
            throw .unknownType(String(name), route: route, known: entries.keys.sorted())
        }
        guard let codec = entry.payload else {
            guard payload.isEmpty else {
                throw .badPayload(route: route, reason: "the type `\(name)` takes no payload, but the route has one")
            }
            return Context(entry.type)
        }
        guard !payload.isEmpty else {
            throw .badPayload(route: route, reason: "the type `\(name)` needs a \(codec.typeName) payload after `|`")
        }
        do {
            return Context(entry.type, payload: try codec.decode(Data(payload.utf8)))
        } catch {
            throw .badPayload(
                route: route,
                reason: "it is not a \(codec.typeName) in JSON (\(Self.summary(of: error, json: Data(payload.utf8))))")
        }
    }

    /// The contexts a list of routes stands for, in order.
    ///
    /// - Parameter routes: The routes, such as `["catalog", "product|{\"id\":42}"]`.
    /// - Returns: One context for each route.
    /// - Throws: The first error of ``context(from:)``, naming its route.
    public func contexts(from routes: [String]) throws(ServerRouteError) -> [Context] {
        try routes.map { route throws(ServerRouteError) in try context(from: route) }
    }

    /// The contexts a JSON array of routes stands for, in order.
    ///
    /// - Parameter json: A JSON array of strings, such as `["catalog","product|{\"id\":42}"]`.
    /// - Returns: One context for each route.
    /// - Throws: ``ServerRouteError/malformed(_:reason:)`` when the text is not a JSON array of
    ///   strings; otherwise the first error of ``context(from:)``.
    public func contexts(fromJSONArray json: String) throws(ServerRouteError) -> [Context] {
        let routes: [String]
        do {
            routes = try JSONDecoder().decode([String].self, from: Data(json.utf8))
        } catch {
            throw .malformed(
                json, reason: "it is not a JSON array of strings (\(Self.summary(of: error, json: Data(json.utf8))))")
        }
        return try contexts(from: routes)
    }

    /// The route that stands for a context.
    ///
    /// - Parameter context: A context of a registered type.
    /// - Returns: `type` or `type|json-payload`, with the JSON's keys sorted.
    /// - Throws: ``ServerRouteError/cannotEncode(context:reason:)`` when the type is not registered
    ///   or the payload is not the registered one.
    public func route(for context: Context) throws(ServerRouteError) -> String {
        guard let name = names[context.type], let entry = entries[name] else {
            throw .cannotEncode(context: "\(context)", reason: "its type is not registered")
        }
        guard let codec = entry.payload else {
            guard context.payload == nil else {
                throw .cannotEncode(context: "\(context)", reason: "`\(name)` is registered without a payload")
            }
            return name
        }
        let json: Data?
        do {
            json = try context.payload.flatMap(codec.encode)
        } catch {
            throw .cannotEncode(
                context: "\(context)", reason: "its payload cannot be encoded (\(Self.summary(of: error)))")
        }
        guard let json else {
            throw .cannotEncode(
                context: "\(context)", reason: "`\(name)` is registered with a \(codec.typeName) payload")
        }
        return name + "|" + String(decoding: json, as: UTF8.self)
    }

    /// The JSON array of routes that stands for the contexts, which ``contexts(fromJSONArray:)`` reads back.
    ///
    /// - Parameter contexts: Contexts of registered types.
    /// - Returns: A JSON array of strings, such as `["catalog","product|{\"id\":42}"]`.
    /// - Throws: The first error of ``route(for:)``.
    public func jsonArray(for contexts: [Context]) throws(ServerRouteError) -> String {
        let routes = try contexts.map { context throws(ServerRouteError) in try route(for: context) }
        do {
            return String(decoding: try Self.encoder.encode(routes), as: UTF8.self)
        } catch {
            let list = "[" + contexts.map(\.description).joined(separator: ", ") + "]"
            throw .cannotEncode(context: list, reason: "the routes cannot be encoded (\(Self.summary(of: error)))")
        }
    }

    private mutating func add(_ entry: Entry) {
        guard entries[entry.name] == nil else {
            duplicateNames.append(entry.name)
            return
        }
        entries[entry.name] = entry
        if names[entry.type] == nil { names[entry.type] = entry.name }
    }

    private static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    /// A short account of a decoding or encoding error, without the platform's wording around it.
    ///
    /// - Parameter json: The JSON decoded, when there is one: valid JSON that meets a limit of
    ///   `JSONDecoder` — nesting, the size of an integer — is reported as not valid JSON, and the
    ///   account then says which limit it met.
    private static func summary(of error: any Error, json: Data? = nil) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, _): "no value for the key `\(key.stringValue)`"
        case DecodingError.typeMismatch(let type, let context): "expected \(type) at \(path(context))"
        case DecodingError.valueNotFound(let type, let context): "expected \(type) at \(path(context)), found null"
        case DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty:
            json.flatMap(CodingDiagnostics.limitMet(in:)) ?? "not valid JSON"
        case DecodingError.dataCorrupted(let context): "\(path(context)) is not valid"
        default: "\(error)"
        }
    }

    private static func path(_ context: DecodingError.Context) -> String {
        context.codingPath.isEmpty
            ? "the top level" : "`" + context.codingPath.map(\.stringValue).joined(separator: ".") + "`"
    }
}
