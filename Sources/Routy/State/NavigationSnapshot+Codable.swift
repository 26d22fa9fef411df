import Foundation

private enum SnapshotCodingKeys: String, CodingKey {
    case formatVersion, root
}

private enum ElementCodingKeys: String, CodingKey {
    case context, presentation, tabs, selectedTab, stack, hidden
}

private enum ContextCodingKeys: String, CodingKey {
    case type
}

extension NavigationSnapshot: Encodable where ContextType: Encodable {
    /// Encodes `{"formatVersion": 1, "root": element}`, without `root` for an empty snapshot; see
    /// ``Element`` for an element's keys.
    ///
    /// - Throws: `EncodingError.invalidValue` when a context's payload is not `Encodable`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: SnapshotCodingKeys.self)
        try container.encode(formatVersion, forKey: .formatVersion)
        try container.encodeIfPresent(root, forKey: .root)
    }

    /// The snapshot as JSON: keys sorted, one a line, indented by two spaces, slashes unescaped.
    ///
    /// The same snapshot always gives the same bytes, so a saved snapshot can be compared with
    /// a new one, and a test can pin one.
    ///
    /// - Returns: The JSON, UTF-8.
    /// - Throws: ``NavigationSnapshotError/cannotEncode(at:reason:)`` naming the context whose
    ///   payload is not `Encodable`.
    public func jsonData() throws(NavigationSnapshotError) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            return try encoder.encode(self)
        } catch let error as EncodingError {
            let (path, reason) = CodingDiagnostics.describe(error)
            throw .cannotEncode(at: path, reason: reason)
        } catch {
            throw .cannotEncode(at: "the top level", reason: "\(error)")
        }
    }

    /// The snapshot as JSON text; see ``jsonData()``.
    ///
    /// - Returns: The JSON.
    /// - Throws: ``NavigationSnapshotError/cannotEncode(at:reason:)`` naming the context whose
    ///   payload is not `Encodable`.
    public func json() throws(NavigationSnapshotError) -> String {
        String(decoding: try jsonData(), as: UTF8.self)
    }
}

extension NavigationSnapshot: Decodable where ContextType: Decodable & NavigationPayloadDeclaring {
    /// Decodes a snapshot and checks it (``validate()``).
    ///
    /// - Throws: ``NavigationSnapshotError`` for a newer format version, an unknown context type,
    ///   a payload that does not decode or an inconsistent snapshot, naming where it is; a
    ///   `DecodingError` when the data is not a snapshot at all.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: SnapshotCodingKeys.self)
        let version = try container.decode(Int.self, forKey: .formatVersion)
        guard version <= Self.currentFormatVersion else {
            throw NavigationSnapshotError.newerFormatVersion(version, supported: Self.currentFormatVersion)
        }
        self.init(root: try container.decodeIfPresent(Element.self, forKey: .root), formatVersion: version)
        try validate()
    }

    /// Reads a snapshot from JSON, such as ``jsonData()`` writes.
    ///
    /// - Parameter jsonData: The JSON, UTF-8.
    /// - Throws: ``NavigationSnapshotError``: ``NavigationSnapshotError/newerFormatVersion(_:supported:)``,
    ///   ``NavigationSnapshotError/unknownContextType(_:at:)``,
    ///   ``NavigationSnapshotError/badPayload(type:at:reason:)``,
    ///   ``NavigationSnapshotError/inconsistent(at:reason:)``, or
    ///   ``NavigationSnapshotError/malformed(at:reason:)`` for data that is not a snapshot.
    public init(jsonData: Data) throws(NavigationSnapshotError) {
        do {
            self = try JSONDecoder().decode(Self.self, from: jsonData)
        } catch let error as NavigationSnapshotError {
            throw error
        } catch let error as DecodingError {
            throw .malformed(
                at: CodingDiagnostics.path(CodingDiagnostics.location(of: error)),
                reason: CodingDiagnostics.reason(error, json: jsonData))
        } catch {
            throw .malformed(at: "the top level", reason: "\(error)")
        }
    }

    /// Reads a snapshot from JSON text; see ``init(jsonData:)``.
    ///
    /// - Parameter json: The JSON.
    /// - Throws: The ``NavigationSnapshotError`` of ``init(jsonData:)``.
    public init(json: String) throws(NavigationSnapshotError) {
        try self.init(jsonData: Data(json.utf8))
    }
}

extension NavigationSnapshot.Element: Encodable where ContextType: Encodable {
    /// Encodes `{"context": …, "presentation": …, "selectedTab": …, "stack": […], "tabs": […]}`,
    /// leaving out `tabs` and `selectedTab` for an element that has no tabs, and `stack` when
    /// nothing is shown on top of it; a tab the user hid has `"hidden": true` (format version 2). The context is written as `NavigationContext` writes it:
    /// `{"type": …, "payload": …}`.
    ///
    /// - Throws: `EncodingError.invalidValue` when a context's payload is not `Encodable`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: ElementCodingKeys.self)
        try container.encode(context, forKey: .context)
        try container.encode(presentation, forKey: .presentation)
        if !tabs.isEmpty {
            try container.encode(tabs, forKey: .tabs)
            try container.encodeIfPresent(selectedTab, forKey: .selectedTab)
        }
        if !stack.isEmpty { try container.encode(stack, forKey: .stack) }
        if isHidden { try container.encode(true, forKey: .hidden) }
    }
}

extension NavigationSnapshot.Element: Decodable where ContextType: Decodable & NavigationPayloadDeclaring {
    /// Decodes an element written as ``encode(to:)`` writes it, in format version 1 or 2; a
    /// missing `selectedTab` of an element with tabs is its first tab, a missing `hidden` is `false`. A `selectedTab` of an element without tabs is kept, so
    /// that ``NavigationSnapshot/validate()`` refuses it.
    ///
    /// - Throws: ``NavigationSnapshotError/unknownContextType(_:at:)`` and
    ///   ``NavigationSnapshotError/badPayload(type:at:reason:)`` for a context that does not decode,
    ///   naming where it is; `DecodingError` when a key is missing or of the wrong kind.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: ElementCodingKeys.self)
        let context: NavigationContext<ContextType>
        do {
            context = try container.decode(NavigationContext<ContextType>.self, forKey: .context)
        } catch let error as DecodingError {
            let written = try? container.nestedContainer(keyedBy: ContextCodingKeys.self, forKey: .context)
            let rawType = try? written?.decode(CodingScalarText.self, forKey: .type).text
            throw CodingDiagnostics.contextError(error, rawType: rawType)
        }
        let tabs = try container.decodeIfPresent([Self].self, forKey: .tabs) ?? []
        let selectedTab = try container.decodeIfPresent(Int.self, forKey: .selectedTab)
        self.init(
            context,
            presentation: try container.decode(NavigationPresentation.Kind.self, forKey: .presentation),
            tabs: tabs,
            selectedTab: selectedTab,
            stack: try container.decodeIfPresent([Self].self, forKey: .stack) ?? [],
            // Version 1 has no hidden tabs: the key is missing, and every tab is shown.
            isHidden: try container.decodeIfPresent(Bool.self, forKey: .hidden) ?? false
        )
        // The initializer drops a selected tab of an element without tabs; the data said one.
        if tabs.isEmpty { self.selectedTab = selectedTab }
    }
}
