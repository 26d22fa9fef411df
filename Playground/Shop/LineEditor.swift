/// Line editing for the REPL: the line being typed, the cursor, and the lines typed before, driven
/// by keys. It knows nothing of terminals, so that tests drive it with keys and check the line.
public struct LineEditor: Sendable {
    /// A key the user pressed.
    public enum Key: Equatable, Sendable {
        case character(Character)
        case left, right, up, down, home, end
        case backspace, delete
        /// Return.
        case enter
        /// Control-D: the end of input on an empty line, delete at the cursor otherwise.
        case endOfInput
        /// Control-C: drops the line.
        case interrupt
    }

    /// What a key led to.
    public enum Outcome: Equatable, Sendable {
        /// The line changed or the cursor moved: redraw it.
        case editing
        /// The user submitted this line.
        case submitted(String)
        /// The user ended the input.
        case ended
    }

    /// The line as typed so far.
    public var line: String { String(characters) }
    /// The cursor's position, in characters from the start of the line.
    public private(set) var cursor = 0
    /// The lines submitted, oldest first; blank lines and repeats of the last one are left out.
    public private(set) var history: [String] = []

    private var characters: [Character] = []
    /// The history entry shown, while browsing it; `nil` while editing a new line.
    private var browsing: Int?
    /// The new line, kept while browsing the history.
    private var draft: [Character] = []

    /// Creates an editor with an empty line and no history.
    public init() {}

    /// Applies a key.
    public mutating func handle(_ key: Key) -> Outcome {
        switch key {
        case .character(let character):
            characters.insert(character, at: cursor)
            cursor += 1
        case .left: cursor = max(0, cursor - 1)
        case .right: cursor = min(characters.count, cursor + 1)
        case .home: cursor = 0
        case .end: cursor = characters.count
        case .backspace:
            guard cursor > 0 else { break }
            cursor -= 1
            characters.remove(at: cursor)
        case .delete:
            if cursor < characters.count { characters.remove(at: cursor) }
        case .up: browse(by: -1)
        case .down: browse(by: 1)
        case .interrupt: reset()
        case .endOfInput:
            guard characters.isEmpty else { return handle(.delete) }
            return .ended
        case .enter:
            let submitted = line
            if !submitted.allSatisfy(\.isWhitespace), history.last != submitted { history.append(submitted) }
            reset()
            return .submitted(submitted)
        }
        return .editing
    }

    private mutating func browse(by offset: Int) {
        guard !history.isEmpty else { return }
        let current = browsing ?? history.count
        let next = min(max(0, current + offset), history.count)
        guard next != current else { return }
        if browsing == nil { draft = characters }
        browsing = next == history.count ? nil : next
        characters = browsing.map { Array(history[$0]) } ?? draft
        cursor = characters.count
    }

    private mutating func reset() {
        characters = []
        cursor = 0
        browsing = nil
        draft = []
    }
}

extension LineEditor {
    /// Turns the bytes a terminal sends in raw mode into keys: UTF-8 text, arrows and Home/End as
    /// `ESC [ …` sequences, Delete as `ESC [ 3 ~`, and the control keys.
    public struct KeyReader: Sendable {
        private var pending: [UInt8] = []

        /// Creates a reader with nothing pending.
        public init() {}

        /// Feeds one byte; returns the key it completes, if any.
        public mutating func feed(_ byte: UInt8) -> Key? {
            pending.append(byte)
            if pending[0] == 0x1B { return escapeSequence() }
            if pending.count == 1, byte < 0x20 || byte == 0x7F {
                pending = []
                return Self.control(byte)
            }
            return text()
        }

        private static func control(_ byte: UInt8) -> Key? {
            switch byte {
            case 0x0D, 0x0A: .enter
            case 0x7F, 0x08: .backspace
            case 0x01: .home
            case 0x05: .end
            case 0x02: .left
            case 0x06: .right
            case 0x10: .up
            case 0x0E: .down
            case 0x04: .endOfInput
            case 0x03: .interrupt
            default: nil
            }
        }

        private mutating func escapeSequence() -> Key? {
            guard pending.count >= 2 else { return nil }
            guard pending[1] == UInt8(ascii: "[") || pending[1] == UInt8(ascii: "O") else {
                pending = []
                return nil
            }
            guard let last = pending.last, pending.count >= 3, (0x40...0x7E).contains(last) else {
                if pending.count > 8 { pending = [] }
                return nil
            }
            defer { pending = [] }
            switch (last, pending.count) {
            case (UInt8(ascii: "A"), _): return .up
            case (UInt8(ascii: "B"), _): return .down
            case (UInt8(ascii: "C"), _): return .right
            case (UInt8(ascii: "D"), _): return .left
            case (UInt8(ascii: "H"), _): return .home
            case (UInt8(ascii: "F"), _): return .end
            case (UInt8(ascii: "~"), _) where pending[2] == UInt8(ascii: "3"): return .delete
            case (UInt8(ascii: "~"), _) where pending[2] == UInt8(ascii: "1") || pending[2] == UInt8(ascii: "7"):
                return .home
            case (UInt8(ascii: "~"), _) where pending[2] == UInt8(ascii: "4") || pending[2] == UInt8(ascii: "8"):
                return .end
            default: return nil
            }
        }

        private mutating func text() -> Key? {
            let expected: Int =
                switch pending[0] {
                case 0x00..<0x80: 1
                case 0xC0..<0xE0: 2
                case 0xE0..<0xF0: 3
                case 0xF0..<0xF8: 4
                default: 1
                }
            guard pending.count >= expected else { return nil }
            defer { pending = [] }
            let decoded = String(decoding: pending, as: UTF8.self)
            return decoded.first.map(Key.character)
        }
    }
}
