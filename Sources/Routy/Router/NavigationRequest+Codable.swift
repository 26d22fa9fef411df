private enum NavigationRequestCodingKeys: String, CodingKey {
    case steps, source
}

extension NavigationRequest: Encodable where ContextType: Encodable {
    /// Encodes `{"source": …, "steps": […]}`; see `NavigationStep.encode(to:)` for the steps.
    ///
    /// - Throws: `EncodingError.invalidValue` when a context's payload is not `Encodable`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: NavigationRequestCodingKeys.self)
        try container.encode(source, forKey: .source)
        try container.encode(steps, forKey: .steps)
    }
}

extension NavigationRequest: Decodable where ContextType: Decodable & NavigationPayloadDeclaring {
    /// Decodes `{"source": …, "steps": […]}`; a missing source is ``NavigationSource/app``.
    ///
    /// - Throws: `DecodingError` when the steps are missing or one cannot be decoded.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: NavigationRequestCodingKeys.self)
        self.init(
            try container.decode([NavigationStep<ContextType>].self, forKey: .steps),
            source: try container.decodeIfPresent(NavigationSource.self, forKey: .source) ?? .app)
    }
}
