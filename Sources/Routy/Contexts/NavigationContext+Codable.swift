/// A context type that says which payload type each of its values carries, so that contexts
/// of this type can be decoded.
///
/// ```swift
/// enum Screen: String, Codable, Hashable, Sendable, NavigationPayloadDeclaring {
///     case catalog, product
///     var payloadType: (any (Codable & Hashable & Sendable).Type)? {
///         self == .product ? Int.self : nil
///     }
/// }
/// let data = try JSONEncoder().encode(NavigationContext(Screen.product, payload: 42))
/// // {"payload":42,"type":"product"}
/// ```
///
/// Contexts are decoded wherever a decoder runs, so the conformance is not isolated to an actor
/// (the protocol refines `SendableMetatype`): under Xcode 26's default main-actor isolation, the
/// compiler makes `payloadType` nonisolated, and the app writes it as above.
public protocol NavigationPayloadDeclaring: SendableMetatype {
    /// The payload type of contexts of this type, or `nil` for contexts with no payload.
    var payloadType: (any (Codable & Hashable & Sendable).Type)? { get }
}

private enum NavigationContextCodingKeys: String, CodingKey {
    case type, payload
}

extension NavigationContext: Encodable where ContextType: Encodable {
    /// Encodes `{"type": …, "payload": …}`, the payload only when there is one.
    ///
    /// - Throws: `EncodingError.invalidValue` when the payload is not `Encodable`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: NavigationContextCodingKeys.self)
        try container.encode(type, forKey: .type)
        guard let payload else { return }
        guard let encodable = payload as? any Encodable else {
            let context = EncodingError.Context(
                codingPath: container.codingPath + [NavigationContextCodingKeys.payload],
                debugDescription: "The payload of \(self) is not Encodable."
            )
            throw EncodingError.invalidValue(payload, context)
        }
        try container.encode(encodable, forKey: .payload)
    }
}

extension NavigationContext: Decodable where ContextType: Decodable & NavigationPayloadDeclaring {
    /// Decodes `{"type": …, "payload": …}`, reading the payload as the type's
    /// ``NavigationPayloadDeclaring/payloadType`` says.
    ///
    /// - Throws: `DecodingError` when the type is unknown, a payload is missing or of another type,
    ///   or a type that takes no payload has one.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: NavigationContextCodingKeys.self)
        let type = try container.decode(ContextType.self, forKey: .type)
        switch (type.payloadType, container.contains(.payload)) {
        case (nil, false):
            self.init(type)
        case (let payloadType?, true):
            self.init(type, payload: try Self.decode(payloadType, from: container))
        case (nil, true):
            throw DecodingError.dataCorruptedError(
                forKey: .payload, in: container, debugDescription: "\(type) takes no payload.")
        case (_?, false):
            throw DecodingError.keyNotFound(
                NavigationContextCodingKeys.payload,
                .init(codingPath: container.codingPath, debugDescription: "\(type) needs a payload.")
            )
        }
    }

    private static func decode<Payload: Codable & Hashable & Sendable>(
        _ type: Payload.Type,
        from container: KeyedDecodingContainer<NavigationContextCodingKeys>
    ) throws -> Payload {
        try container.decode(Payload.self, forKey: .payload)
    }
}
