import Shop
import Testing

/// The REPL's line editing: keys in, the line, the cursor and the history out.
@Suite struct LineEditorTests {
    typealias Key = LineEditor.Key

    static func keys(_ text: String) -> [Key] { text.map(Key.character) }

    /// Applies keys and returns the editor and the last outcome.
    static func type(_ keys: [Key], into editor: LineEditor = LineEditor()) -> (LineEditor, LineEditor.Outcome?) {
        var editor = editor
        var last: LineEditor.Outcome?
        for key in keys { last = editor.handle(key) }
        return (editor, last)
    }

    @Test(
        "editing keys change the line where the cursor is",
        arguments: [
            (keys("go catalog"), "go catalog", 10),
            (keys("go ctalog") + [.left, .left, .left, .left, .left] + keys("a"), "go catalog", 5),
            (keys("back") + [.home] + keys("go "), "go back", 3),
            (keys("go home") + [.home, .end] + keys("!"), "go home!", 8),
            (keys("pathh") + [.backspace], "path", 4),
            (keys("tree") + [.home, .delete], "ree", 0),
            (keys("tree") + [.left, .left, .endOfInput], "tre", 2),
            (keys("go") + [.right, .right, .left, .left, .left, .left], "go", 0),
            ([.backspace, .delete, .left] + keys("x"), "x", 1),
            (keys("gö ünïcode"), "gö ünïcode", 10),
            (keys("doomed") + [.interrupt], "", 0),
        ] as [([Key], String, Int)])
    func edits(keys: [Key], line: String, cursor: Int) {
        let (editor, outcome) = Self.type(keys)
        #expect(editor.line == line)
        #expect(editor.cursor == cursor)
        #expect(outcome == .editing)
    }

    @Test func enterSubmitsTheLineAndKeepsItInTheHistory() {
        let (editor, outcome) = Self.type(Self.keys("go catalog") + [.enter])
        #expect(outcome == .submitted("go catalog"))
        #expect(editor.line == "" && editor.cursor == 0)
        #expect(editor.history == ["go catalog"])
    }

    @Test func endOfInputOnAnEmptyLineEnds() {
        #expect(Self.type([.endOfInput]).1 == .ended)
    }

    @Test func upAndDownBrowseTheHistoryAndComeBackToTheDraft() {
        var (editor, _) = Self.type(
            Self.keys("go catalog") + [.enter] + Self.keys("   ") + [.enter] + Self.keys("tree") + [.enter]
                + Self.keys("tree") + [.enter] + Self.keys("pa"))
        #expect(editor.history == ["go catalog", "tree"], "blank lines and repeats are left out")
        _ = editor.handle(.up)
        #expect(editor.line == "tree" && editor.cursor == 4)
        _ = editor.handle(.up)
        #expect(editor.line == "go catalog")
        _ = editor.handle(.up)
        #expect(editor.line == "go catalog", "the oldest line stays")
        _ = editor.handle(.down)
        _ = editor.handle(.down)
        #expect(editor.line == "pa", "down past the newest line gives the draft back")
        _ = editor.handle(.up)
        _ = editor.handle(.end)
        _ = editor.handle(.character("!"))
        #expect(editor.handle(.enter) == .submitted("tree!"))
        #expect(editor.history == ["go catalog", "tree", "tree!"])
    }

    @Test(
        "terminal bytes become keys",
        arguments: [
            ([0x1B, 0x5B, 0x41], [Key.up]),
            ([0x1B, 0x5B, 0x42, 0x1B, 0x5B, 0x43, 0x1B, 0x5B, 0x44], [.down, .right, .left]),
            ([0x1B, 0x4F, 0x48, 0x1B, 0x4F, 0x46], [.home, .end]),
            ([0x1B, 0x5B, 0x33, 0x7E], [.delete]),
            ([0x1B, 0x5B, 0x31, 0x7E, 0x1B, 0x5B, 0x34, 0x7E], [.home, .end]),
            ([0x0D, 0x7F, 0x01, 0x05, 0x04, 0x03], [.enter, .backspace, .home, .end, .endOfInput, .interrupt]),
            ([0x67, 0xC3, 0xB6], [.character("g"), .character("ö")]),
            ([0x1B, 0x5B, 0x31, 0x3B, 0x35, 0x43, 0x61], [.right, .character("a")]),
            ([0x07, 0x61], [.character("a")]),
        ] as [([UInt8], [Key])])
    func reads(bytes: [UInt8], keys: [Key]) {
        var reader = LineEditor.KeyReader()
        #expect(bytes.compactMap { reader.feed($0) } == keys)
    }
}
