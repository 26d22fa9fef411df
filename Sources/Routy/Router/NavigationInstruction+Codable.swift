private enum NavigationInstructionCodingKeys: String, CodingKey {
    case leave, switchTo, update, enter
}

private enum NavigationUpdateCodingKeys: String, CodingKey {
    case from, to
}

extension NavigationInstruction: Encodable where ContextType: Encodable {
    /// Encodes an object with one key, the instruction's name: `{"enter": context}`,
    /// `{"leave": context}`, `{"switchTo": context}`, `{"update": {"from": context, "to": context}}`.
    ///
    /// - Throws: `EncodingError.invalidValue` when a context's payload is not `Encodable`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: NavigationInstructionCodingKeys.self)
        switch self {
        case .leave(let context): try container.encode(context, forKey: .leave)
        case .switchTo(let context): try container.encode(context, forKey: .switchTo)
        case .enter(let context): try container.encode(context, forKey: .enter)
        case .update(let from, let to):
            var update = container.nestedContainer(keyedBy: NavigationUpdateCodingKeys.self, forKey: .update)
            try update.encode(from, forKey: .from)
            try update.encode(to, forKey: .to)
        }
    }
}

extension NavigationInstruction: Decodable where ContextType: Decodable & NavigationPayloadDeclaring {
    /// Decodes an instruction written as ``encode(to:)`` writes it.
    ///
    /// - Throws: `DecodingError` when the value is not an object with exactly one of the keys
    ///   `enter`, `leave`, `switchTo` and `update`, or a context cannot be decoded.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: NavigationInstructionCodingKeys.self)
        guard container.allKeys.count == 1, let key = container.allKeys.first else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription: "an instruction is an object with exactly one of the keys enter, leave, "
                        + "switchTo and update"))
        }
        typealias Context = NavigationContext<ContextType>
        switch key {
        case .leave: self = .leave(try container.decode(Context.self, forKey: .leave))
        case .switchTo: self = .switchTo(try container.decode(Context.self, forKey: .switchTo))
        case .enter: self = .enter(try container.decode(Context.self, forKey: .enter))
        case .update:
            let update = try container.nestedContainer(keyedBy: NavigationUpdateCodingKeys.self, forKey: .update)
            self = .update(
                from: try update.decode(Context.self, forKey: .from), to: try update.decode(Context.self, forKey: .to))
        }
    }
}
