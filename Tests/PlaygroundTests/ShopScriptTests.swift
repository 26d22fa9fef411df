import Shop
import Testing

/// `ShopScript.run`: every command must succeed unless `expect error` follows it.
@MainActor
@Suite struct ShopScriptTests {
    /// A script and where it must fail, if it must.
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var script: String
        var failingLine: Int?
        var failingCommand: String?

        var testDescription: String { name }

        static func passes(_ name: String, _ script: String) -> Case {
            Case(name: name, script: script)
        }

        static func fails(_ name: String, _ script: String, at line: Int, _ command: String) -> Case {
            Case(name: name, script: script, failingLine: line, failingCommand: command)
        }
    }

    nonisolated static let cases = [
        Case.passes("a failure followed by expect error", "back\nexpect error\nexpect path app > home"),
        .passes("a line that cannot be read, then expect error", "frobnicate\nexpect error"),
        .passes("blank lines and comments before expect error", "back\n\n# the tab root\n   \nexpect error"),
        .passes("an empty script", ""),
        .passes("only comments", "# nothing\n\n# to do"),
        .fails("a failure followed by another command", "path\nback\npath", at: 2, "back"),
        .fails("a failure on the last line", "open shop://nowhere", at: 1, "open shop://nowhere"),
        .fails("a failure followed by comments only", "back\n# nothing after\n", at: 1, "back"),
        .fails("a line that cannot be read, not expected", "# header\nfrobnicate now\npath", at: 2, "frobnicate now"),
        .fails("expect error after a success", "path\nexpect error", at: 2, "expect error"),
        .fails("expect error first", "\nexpect error", at: 2, "expect error"),
        .fails("expect error twice", "back\nexpect error\nexpect error", at: 3, "expect error"),
        .fails(
            "a failed expect path is not excused", "expect path app > catalog\nexpect error", at: 1,
            "expect path app > catalog"),
        .fails("the failing command is printed trimmed", "  back  \t\nopen shop://cart", at: 1, "back"),
    ]

    @Test(arguments: cases)
    func endsWhereExpected(_ testCase: Case) async throws {
        let result = await ShopScript.run(testCase.script, on: try ShopConsole())
        #expect(result.failure?.line == testCase.failingLine)
        #expect(result.failure?.command == testCase.failingCommand)
        #expect(result.exitStatus == (testCase.failingLine == nil ? 0 : 1))
        if let line = testCase.failingLine, let command = testCase.failingCommand {
            #expect(result.output.last == "script failed at line \(line): \(command)")
        }
    }

    @Test func stopsAtTheFirstUnexpectedFailure() async throws {
        let console = try ShopConsole()
        let result = await ShopScript.run("back\nopen shop://cart\nexpect error", on: console)
        #expect(result.failure?.line == 1)
        #expect(console.app.path == "app > home")
        #expect(
            result.output == [
                "error: home is the root of its tab or of the app: there is nothing to go back to.",
                "path: app > home",
                "script failed at line 1: back",
            ]
        )
    }

    @Test func echoesWhatItPrints() async throws {
        var echoed: [String] = []
        let result = await ShopScript.run("go catalog\nexpect path app > home", on: try ShopConsole()) {
            echoed.append($0)
        }
        #expect(echoed == result.output)
        #expect(
            result.output == [
                "go catalog", "plan: switchTo(catalog)", "done: switchTo(catalog)", "path: app > catalog",
                "expected path app > home, but it is app > catalog",
                "script failed at line 2: expect path app > home",
            ]
        )
    }
}
