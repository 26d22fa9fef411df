import Foundation
import RoutyHeadless
import RoutyInspector
import Testing

/// The page's data grows with the log, not faster: each tree is written once however many
/// entries show it, and each entry adds its own few fields. What is asserted is what gets
/// written, never how long it takes.
@Suite("The inspector at scale")
@MainActor
struct InspectorScaleTests {
    @Test("Ten thousand entries: every tree once, each entry a line of its own size")
    func tenThousandEntriesGrowLinearly() async throws {
        let (_, tour) = try await InspectedApp.touredInspection()
        let repeats = 10_000 / tour.steps.count + 1
        let large = NavigationInspection(
            start: tour.start,
            steps: Array([[NavigationInspection<Screen>.Step]](repeating: tour.steps, count: repeats).joined()))
        #expect(large.steps.count >= 10_000)

        let small = try decodedData(tour.pageData())
        let text = large.pageData()
        let data = try decodedData(text)
        #expect((data["trees"] as? [Any])?.count == (small["trees"] as? [Any])?.count)
        #expect((data["contexts"] as? [String]) == (small["contexts"] as? [String]))
        let entries = try #require(data["entries"] as? [[String: Any]])
        #expect(entries.count == large.steps.count)
        #expect(entries.last?["n"] as? Int == large.steps.count)
        // One line per entry and per tree, each as long as in the small log.
        let smallLines = tour.pageData().split(separator: "\n")
        let lines = text.split(separator: "\n")
        #expect(lines.count == smallLines.count + (repeats - 1) * tour.steps.count)
        let longest = smallLines.map(\.utf8.count).max() ?? 0
        #expect(lines.allSatisfy { $0.utf8.count <= longest + 10 })
    }

    @Test("A tree twenty thousand levels deep is written without recursion")
    func aDeepTreeIsWritten() throws {
        let depth = 20_000
        var element = NavigationSnapshot<Screen>.Element(.home, presentation: .tab)
        for _ in 0..<depth {
            element = .init(.home, presentation: .tab, tabs: [element])
        }
        let snapshot = NavigationSnapshot<Screen>(root: .init(.app, presentation: .root, tabs: [element]))
        let inspection = NavigationInspection(
            start: snapshot, steps: [.init(entry: .mark("deep"), snapshot: snapshot)])
        let text = inspection.pageData()
        #expect(text.components(separatedBy: #",1]"#).count - 1 == depth + 2, "every level is on the active path")
    }
}
