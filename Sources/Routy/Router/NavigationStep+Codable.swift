/// The keys of a step written as an object: one key, the step's name.
private enum NavigationStepCodingKeys: String, CodingKey {
    case navigate, selectTab, goBackTo, close, open
}

extension NavigationStep: Encodable where ContextType: Encodable {
    /// Encodes the step as its name: `"goBack"` and `"resumePending"` as strings, the others as an
    /// object with one key, the step's name, holding its argument: `{"navigate": [contexts]}`,
    /// `{"selectTab": context}`, `{"goBackTo": context}`, `{"close": context}`, `{"open": "link"}` for a link and `{"open": {entry}}` for another entry
    /// (see ``NavigationEntry/encode(to:)``).
    ///
    /// - Throws: `EncodingError.invalidValue` when a context's payload is not `Encodable`.
    public func encode(to encoder: any Encoder) throws {
        switch kind {
        case .goBack, .resumePending:
            var container = encoder.singleValueContainer()
            try container.encode(kind == .goBack ? "goBack" : "resumePending")
        case .navigate(let contexts):
            var container = encoder.container(keyedBy: NavigationStepCodingKeys.self)
            try container.encode(contexts, forKey: .navigate)
        case .selectTab(let context):
            var container = encoder.container(keyedBy: NavigationStepCodingKeys.self)
            try container.encode(context, forKey: .selectTab)
        case .goBackTo(let context):
            var container = encoder.container(keyedBy: NavigationStepCodingKeys.self)
            try container.encode(context, forKey: .goBackTo)
        case .close(let context):
            var container = encoder.container(keyedBy: NavigationStepCodingKeys.self)
            try container.encode(context, forKey: .close)
        case .open(let entry):
            var container = encoder.container(keyedBy: NavigationStepCodingKeys.self)
            if entry.kind == .link {
                try container.encode(entry.identifier, forKey: .open)
            } else {
                try container.encode(entry, forKey: .open)
            }
        }
    }
}

extension NavigationStep: Decodable where ContextType: Decodable & NavigationPayloadDeclaring {
    /// Decodes a step written as ``encode(to:)`` writes it.
    ///
    /// - Throws: `DecodingError` when the value is neither `"goBack"`, `"resumePending"` nor an
    ///   object with exactly one of the keys `navigate`, `selectTab`, `goBackTo`, `close`, `open`,
    ///   or when a context cannot be decoded.
    public init(from decoder: any Decoder) throws {
        if let single = try? decoder.singleValueContainer(), let name = try? single.decode(String.self) {
            switch name {
            case "goBack": self.init(.goBack)
            case "resumePending": self.init(.resumePending)
            default:
                throw DecodingError.dataCorruptedError(
                    in: single,
                    debugDescription: "`\(name)` is not a step; the steps written as a string are "
                        + "goBack and resumePending")
            }
            return
        }
        let container = try decoder.container(keyedBy: NavigationStepCodingKeys.self)
        guard container.allKeys.count == 1, let key = container.allKeys.first else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription: "a step is an object with exactly one of the keys navigate, selectTab, "
                        + "goBackTo, close and open"))
        }
        switch key {
        case .navigate: self.init(.navigate(try container.decode([Context].self, forKey: .navigate)))
        case .selectTab: self.init(.selectTab(try container.decode(Context.self, forKey: .selectTab)))
        case .goBackTo: self.init(.goBackTo(try container.decode(Context.self, forKey: .goBackTo)))
        case .close: self.init(.close(try container.decode(Context.self, forKey: .close)))
        case .open:
            if let link = try? container.decode(String.self, forKey: .open) {
                self.init(.open(.link(link)))
            } else {
                self.init(.open(try container.decode(NavigationEntry.self, forKey: .open)))
            }
        }
    }
}
