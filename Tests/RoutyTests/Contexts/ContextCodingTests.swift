import Foundation
import Routy
import RoutyTestSupport
import Testing

@Suite struct ContextCodingTests {
    enum Page: String, Codable, Hashable, Sendable, NavigationPayloadDeclaring {
        case catalog, product, search

        var payloadType: (any (Codable & Hashable & Sendable).Type)? {
            switch self {
            case .catalog: nil
            case .product: Int.self
            case .search: Query.self
            }
        }
    }

    struct Query: Codable, Hashable, Sendable {
        var text: String
        var page: Int
    }

    static let contexts: [NavigationContext<Page>] = [
        NavigationContext(.catalog),
        NavigationContext(.product, payload: 42),
        NavigationContext(.search, payload: Query(text: "red shoes", page: 2)),
    ]

    @Test(arguments: contexts)
    func aContextSurvivesARoundTripThroughJSON(_ context: NavigationContext<Page>) throws {
        let data = try JSONEncoder().encode(context)
        #expect(try JSONDecoder().decode(NavigationContext<Page>.self, from: data) == context)
    }

    @Test func theJSONHasTheTypeAndThePayload() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(Self.contexts), as: UTF8.self)
        #expect(
            json == #"[{"type":"catalog"},{"payload":42,"type":"product"},"#
                + #"{"payload":{"page":2,"text":"red shoes"},"type":"search"}]"#)
    }

    @Test(arguments: [
        #"{"type":"product"}"#,  // missing payload
        #"{"type":"product","payload":"forty-two"}"#,  // payload of another type
        #"{"type":"catalog","payload":1}"#,  // a payload where none is taken
        #"{"type":"basket"}"#,  // unknown type
    ])
    func badJSONIsADecodingError(_ json: String) {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(NavigationContext<Page>.self, from: Data(json.utf8))
        }
    }

    struct Opaque: Hashable, Sendable {}

    @Test func aPayloadThatIsNotEncodableIsAnEncodingError() {
        #expect(throws: EncodingError.self) {
            try JSONEncoder().encode(NavigationContext(Page.catalog, payload: Opaque()))
        }
    }
}
