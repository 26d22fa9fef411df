import Foundation
import Testing

/// `Playground map`: the shop's navigation map, kept in the repository as
/// `Playground/navigation-map.txt`, so that a change to the shop's navigation shows in the diff.
@Suite struct PlaygroundMapTests {
    static let committed = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Playground/navigation-map.txt")

    @Test func theMapIsTheCommittedOne() async throws {
        let run = try await PlaygroundProcess.run("map")
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        let committed = try String(contentsOf: Self.committed, encoding: .utf8)
        #expect(
            run.stdout == committed,
            "the shop's navigation changed: run `swift run Playground map -o Playground/navigation-map.txt` and commit it"
        )
        #expect(run.stdout.contains("profile: tab; links shop://profile; sign-in: redirects to navigate(login)"))
    }

    @Test func theMapIsAlsoAPicture() async throws {
        let page = FileManager.default.temporaryDirectory.appendingPathComponent("map-\(UUID().uuidString).html")
        defer { try? FileManager.default.removeItem(at: page) }
        let run = try await PlaygroundProcess.run("map", "--html", page.path)
        #expect(run.status == 0)
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(html.contains("<h2>modal</h2>"))
        #expect(html.contains("<b>login</b><div class=\"link\">shop://login</div>"))
        #expect(html.contains("<h2>other</h2>"))
        #expect(
            html.contains(
                "<b>cart</b> <i>adaptive(compact: modal, regular: modal(formSheet))</i><div class=\"link\">shop://cart</div>"
            ))
    }
}
