import Foundation
import Routy
import RoutyTestSupport
import Testing

/// Requests, steps and instructions are `Codable` where their contexts are: a navigation log
/// writes them and reads them back.
@Suite struct RequestCodingTests {
    nonisolated static let steps: [NavigationStep<Screen>] = [
        .navigate(to: [.catalog, .category("shoes"), .product(42)]),
        .selectTab(.home),
        .goBack,
        .goBack(to: .category("shoes")),
        .close(.cart),
        .open("shop://catalog/shoes/42?ref=mail"),
        NavigationRequest<Screen>([.resumePending]).steps[0],
    ]

    @Test(arguments: steps)
    func aStepSurvivesARoundTripThroughJSON(_ step: NavigationStep<Screen>) throws {
        let data = try JSONEncoder().encode(step)
        #expect(try JSONDecoder().decode(NavigationStep<Screen>.self, from: data) == step)
    }

    @Test func eachStepIsWrittenAsItsName() throws {
        #expect(
            try Self.json(Self.steps)
                == #"[{"navigate":[{"type":"catalog"},{"payload":"shoes","type":"category"},"#
                + #"{"payload":42,"type":"product"}]},{"selectTab":{"type":"home"}},"goBack","#
                + #"{"goBackTo":{"payload":"shoes","type":"category"}},{"close":{"type":"cart"}},"#
                + #"{"open":"shop://catalog/shoes/42?ref=mail"},"resumePending"]"#)
    }

    @Test func aRequestHasItsSourceAndSteps() throws {
        let request = NavigationRequest<Screen>([.close(.cart), .navigate(to: .orders)], source: .notification)
        let json = try Self.json(request)
        #expect(
            json == #"{"source":"notification","steps":[{"close":{"type":"cart"}},{"navigate":[{"type":"orders"}]}]}"#)
        #expect(try JSONDecoder().decode(NavigationRequest<Screen>.self, from: Data(json.utf8)) == request)
        // The source defaults to the app's, as in Swift.
        let bare = try JSONDecoder().decode(NavigationRequest<Screen>.self, from: Data(#"{"steps":["goBack"]}"#.utf8))
        #expect(bare == [.goBack])
    }

    nonisolated static let instructions: [Instruction] = [
        .enter(.product(42)), .leave(.cart), .switchTo(.catalog), .update(from: .product(42), to: .product(43)),
    ]

    @Test func instructionsAreWrittenAsTheirNames() throws {
        let json = try Self.json(Self.instructions)
        #expect(
            json
                == #"[{"enter":{"payload":42,"type":"product"}},{"leave":{"type":"cart"}},"#
                + #"{"switchTo":{"type":"catalog"}},"#
                + #"{"update":{"from":{"payload":42,"type":"product"},"to":{"payload":43,"type":"product"}}}]"#)
        #expect(try JSONDecoder().decode([Instruction].self, from: Data(json.utf8)) == Self.instructions)
    }

    @Test(arguments: [
        #""goForward""#,  // a step written as a string that is not one
        #"{"navigate":[{"type":"home"}],"close":{"type":"cart"}}"#,  // two keys
        #"{}"#,  // no key
        #"{"navigate":[{"type":"basket"}]}"#,  // an unknown context type
        #"{"selectTab":{"type":"product"}}"#,  // a context without its payload
    ])
    func aStepThatIsNotOneIsADecodingError(_ json: String) {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(NavigationStep<Screen>.self, from: Data(json.utf8))
        }
    }

    @Test func anInstructionThatIsNotOneIsADecodingError() {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(Instruction.self, from: Data(#"{"push":{"type":"home"}}"#.utf8))
        }
    }

    /// Compact JSON with sorted keys and unescaped slashes.
    static func json(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}
