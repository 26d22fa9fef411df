import Foundation
import Shop

/// Reads the REPL's lines from a terminal, with line editing and history: the terminal is in raw
/// mode while a line is typed, and back in its own mode while the line runs.
@MainActor
struct TerminalLineReader {
    let prompt: String
    private var editor = LineEditor()
    private var keys = LineEditor.KeyReader()

    init(prompt: String) {
        self.prompt = prompt
    }

    /// Whether standard input is a terminal, where line editing is possible.
    static var isAvailable: Bool { isatty(STDIN_FILENO) == 1 }

    /// The next line, or `nil` at the end of input.
    mutating func readLine() -> String? {
        var original = termios()
        guard tcgetattr(STDIN_FILENO, &original) == 0 else { return Swift.readLine() }
        var raw = original
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
        tcsetattr(STDIN_FILENO, TCSANOW, &raw)
        defer { tcsetattr(STDIN_FILENO, TCSANOW, &original) }
        draw()
        var byte: UInt8 = 0
        while read(STDIN_FILENO, &byte, 1) == 1 {
            guard let key = keys.feed(byte) else { continue }
            switch editor.handle(key) {
            case .editing:
                draw()
            case .submitted(let line):
                write("\r\n")
                return line
            case .ended:
                write("\r\n")
                return nil
            }
        }
        return nil
    }

    /// Redraws the prompt and the line, and puts the cursor where the editor has it.
    private func draw() {
        let line = editor.line
        var text = "\r\u{1B}[K" + prompt + line
        let back = line.count - editor.cursor
        if back > 0 { text += "\u{1B}[\(back)D" }
        write(text)
    }

    private func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }
}
