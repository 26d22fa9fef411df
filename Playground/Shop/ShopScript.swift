/// Runs a script of Playground commands: every command must succeed, unless the next command
/// is `expect error`.
@MainActor
public struct ShopScript {
    /// How a script ended.
    public struct Result: Equatable, Sendable {
        /// Everything the commands printed.
        public var output: [String]
        /// The line number (from 1) and text of the command that failed the script, if any.
        public var failure: (line: Int, command: String)?

        /// `0` when the script passed, `1` otherwise.
        public var exitStatus: Int32 { failure == nil ? 0 : 1 }

        public static func == (lhs: Result, rhs: Result) -> Bool {
            lhs.output == rhs.output && lhs.failure?.line == rhs.failure?.line
                && lhs.failure?.command == rhs.failure?.command
        }
    }

    /// Runs `text` line by line on `console`, stopping at the first failure that no
    /// `expect error` follows.
    ///
    /// - Parameter echo: Called with each line of output as it is printed.
    public static func run(
        _ text: String,
        on console: ShopConsole,
        echo: (String) -> Void = { _ in }
    ) async -> Result {
        var output: [String] = []
        var unexpected: (line: Int, command: String)?
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let command = try? ShopCommand(parsing: String(line))
            if command == .nothing { continue }
            if let failed = unexpected {
                guard command == .expectError else { return finish(output, failed, echo) }
                unexpected = nil
            }
            let outcome = await console.run(String(line))
            for printed in outcome.lines {
                output.append(printed)
                echo(printed)
            }
            if !outcome.succeeded {
                unexpected = (index + 1, line.trimmingWhitespace)
                if command == .expectError || command.map(Self.isCheck) == true {
                    return finish(output, (index + 1, line.trimmingWhitespace), echo)
                }
            }
        }
        if let failed = unexpected { return finish(output, failed, echo) }
        return Result(output: output, failure: nil)
    }

    private static func isCheck(_ command: ShopCommand) -> Bool {
        if case .expectPath = command { return true }
        return false
    }

    private static func finish(
        _ output: [String],
        _ failure: (line: Int, command: String),
        _ echo: (String) -> Void
    ) -> Result {
        let message = "script failed at line \(failure.line): \(failure.command)"
        echo(message)
        return Result(output: output + [message], failure: failure)
    }
}

extension Substring {
    var trimmingWhitespace: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
