import Foundation
import RoutyHeadless
import RoutyInspector
import Testing

@Suite("The inspector page")
@MainActor
struct InspectorPageTests {
    static let hostile = "</script><script>alert(1)</script> & <!-- \u{2028}"

    /// A log whose payload, mark and title would end the page's script, as text.
    func hostileInspection() async throws -> NavigationInspection<Screen> {
        let app = try InspectedApp()
        await app.run([.navigate(to: [.home, .note(Self.hostile)])])
        app.mark(Self.hostile)
        let fresh = try InspectedApp(recording: false)
        return try await NavigationInspection.replaying(jsonLines: app.log, on: fresh.router) { _ in true }
    }

    @Test("Text from the log cannot end the script that holds the data, nor open a tag")
    func everythingFromTheLogIsEscaped() async throws {
        let inspection = try await hostileInspection()
        let html = inspection.html(title: "<b>bug 12</b>")
        #expect(html.components(separatedBy: "</script>").count - 1 == 2, "only the page's own two scripts end")
        #expect(!html.contains("<script>alert"))
        #expect(!html.contains("<!--"))
        #expect(!html.contains("\u{2028}"))
        #expect(html.contains("<title>&lt;b&gt;bug 12&lt;/b&gt;</title>"))
        // The data reads back as JSON with the text as it was.
        let start = try #require(html.range(of: "<script type=\"application/json\" id=\"routy-data\">"))
        let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        let data = try decodedData(String(html[start.upperBound..<end.lowerBound]))
        let contexts = try #require(data["contexts"] as? [String])
        #expect(contexts.contains("note(\(Self.hostile))"))
        let entries = try #require(data["entries"] as? [[String: Any]])
        #expect(entries.map { $0["text"] as? String }.contains(Self.hostile))
    }

    @Test("The page is one file that loads nothing")
    func thePageIsSelfContained() async throws {
        let html = try await hostileInspection().html()
        for reference in ["src=", "href=", "http:", "https:", "@import", "url("] {
            #expect(!html.contains(reference), "the page refers to \(reference)")
        }
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.hasSuffix("</html>\n"))
    }

    @Test("The live page is the page and one more script, which asks only where the page came from")
    func theLivePageAddsOneScript() async throws {
        let inspection = try await hostileInspection()
        let page = inspection.html(title: "bug")
        let live = inspection.liveHTML(title: "bug")
        #expect(!page.contains("entries?since="))
        #expect(live.contains(#"fetch("entries?since=" + known"#))
        #expect(live.components(separatedBy: "</script>").count == page.components(separatedBy: "</script>").count + 1)
        #expect(live.hasPrefix(String(page.prefix(upTo: try #require(page.range(of: "</body>")).lowerBound))))
        for reference in ["src=", "href=", "http:", "https:", "@import", "url("] {
            #expect(!live.contains(reference), "the live page refers to \(reference)")
        }
        #expect(live.hasSuffix("</script>\n</body>\n</html>\n"))
    }

    @Test("An empty log is a page with the start and no entry")
    func anEmptyLogIsAPage() async throws {
        let fresh = try InspectedApp(recording: false)
        let inspection = await NavigationInspection.replaying([], on: fresh.router)
        let data = try decodedData(inspection.pageData())
        #expect((data["entries"] as? [Any])?.isEmpty == true)
        #expect((data["trees"] as? [Any])?.count == 1)
        #expect(
            NavigationInspection<Screen>(start: NavigationSnapshot(root: nil), steps: []).pageData().contains(
                #""trees":[[]]"#))
    }
}
