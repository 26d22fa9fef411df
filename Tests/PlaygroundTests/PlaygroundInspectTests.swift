import Foundation
import Testing

/// `Playground record` and `Playground inspect`, run as a user runs them (issue 25).
@Suite struct PlaygroundInspectTests {
    static func temporaryFile(_ suffix: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("Playground-\(UUID().uuidString)\(suffix)")
    }

    @Test func recordThenInspectWritesThePage() async throws {
        let script = Self.temporaryFile(".txt")
        let log = Self.temporaryFile(".jsonl")
        let snapshots = Self.temporaryFile(".snapshots")
        let page = Self.temporaryFile(".html")
        defer { for file in [script, log, snapshots, page] { try? FileManager.default.removeItem(at: file) } }
        // The user leaves the first login: the router drops what it kept pending, and the page says so.
        try "open shop://orders/7\nback\nopen shop://orders/7\nlogin\nback\n".write(
            to: script, atomically: true, encoding: .utf8)

        let recorded = try await PlaygroundProcess.run(
            "record", script.path, "-o", log.path, "--snapshots", snapshots.path)
        #expect(recorded.status == 0 && recorded.stderr.isEmpty)
        #expect(recorded.stdout == "recorded 12 lines of \(script.path) to \(log.path)\n")
        let snapshotLines = try String(contentsOf: snapshots, encoding: .utf8).split(separator: "\n")
        #expect(snapshotLines.count == 12)

        let run = try await PlaygroundProcess.run("inspect", log.path, "-o", page.path, "--title", "Sign-in <bug>")
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        #expect(run.stdout.hasPrefix("wrote \(page.path): 12 entries, "))
        #expect(run.stdout.hasSuffix(" bytes; the replay did what the log says\n"))
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(html.contains("<title>Sign-in &lt;bug&gt;</title>"))
        #expect(html.contains(#""k":"request","id":1,"src":"deeplink","text":"open(shop://orders/7)""#))
        #expect(html.contains(#""redir":["sign-in"],"pending":"navigate(profile, orders, order(7))""#))
        #expect(
            html.contains(
                #""k":"dropped","id":1,"text":"navigate(profile, orders, order(7)) (the user left login)""#))
    }

    @Test func aMalformedLogIsAnErrorAndNoPage() async throws {
        let log = Self.temporaryFile(".jsonl")
        let page = Self.temporaryFile(".html")
        defer { for file in [log, page] { try? FileManager.default.removeItem(at: file) } }
        try #"{"kind":"mark","name":"signed-in"}"#.appending("\n{\"kind\":\"request\"\n")
            .write(to: log, atomically: true, encoding: .utf8)

        let run = try await PlaygroundProcess.run("inspect", log.path, "-o", page.path)
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("error: Line 2 of the navigation log cannot be read: "))
        #expect(!FileManager.default.fileExists(atPath: page.path))
    }

    /// One entry the replay does otherwise: said in the singular.
    @Test func oneDifferingEntryIsSaidInTheSingular() async throws {
        let log = Self.temporaryFile(".jsonl")
        let page = Self.temporaryFile(".html")
        defer { for file in [log, page] { try? FileManager.default.removeItem(at: file) } }
        let lines = [
            #"{"id":1,"kind":"request","source":"go","steps":[{"navigate":[{"type":"catalog"},{"payload":1,"type":"product"}]}]}"#,
            #"{"id":1,"instructions":[{"switchTo":{"type":"catalog"}}],"kind":"outcome"}"#,
        ]
        try lines.joined(separator: "\n").write(to: log, atomically: true, encoding: .utf8)

        let run = try await PlaygroundProcess.run("inspect", log.path, "-o", page.path)
        #expect(run.status == 0)
        #expect(run.stdout.hasSuffix(" bytes; 1 entry differs from the log\n"), "\(run.stdout)")
    }

    /// A log JSONDecoder cannot read although it is JSON: the error says which limit it met.
    @Test func aLogNestedTooDeepSaysSo() async throws {
        let log = Self.temporaryFile(".jsonl")
        defer { try? FileManager.default.removeItem(at: log) }
        let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
        try (#"{"kind":"mark","name":"a","x":"# + deep + "}\n").write(to: log, atomically: true, encoding: .utf8)

        let run = try await PlaygroundProcess.run("inspect", log.path, "-o", Self.temporaryFile(".html").path)
        #expect(run.status == 1)
        #expect(
            run.stderr.hasPrefix(
                "error: Line 1 of the navigation log cannot be read: arrays and objects nested more than "
                    + "512 levels deep, the most JSONDecoder reads."))
    }

    @Test func aMissingLogSaysSo() async throws {
        let run = try await PlaygroundProcess.run("inspect", "/nonexistent/shop.jsonl")
        #expect(run.status == 1)
        #expect(run.stderr == "cannot read /nonexistent/shop.jsonl: there is no such file\n")
    }

    @Test(arguments: [
        ["inspect"], ["inspect", "a.jsonl", "-o"], ["inspect", "a.jsonl", "--nope", "x"], ["record", "a"],
    ])
    func wrongArgumentsPrintUsage(arguments: [String]) async throws {
        let run = try await PlaygroundProcess.run(arguments)
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("usage: swift run Playground [tour]"))
    }
}
