import Foundation
import Routy
import RoutyInspector
import Shop

/// The REPL's live inspector: records what the shop's router does, with the snapshot at each log
/// line, and after each command publishes the inspector page of the whole session to
/// ``InspectorServer``, whose page asks for new entries and loads again when there are some.
@MainActor
package final class LiveInspection {
    /// What the server serves.
    package let content = LiveInspectorContent()
    private let console: ShopConsole
    private let map: NavigationMap
    private let start: NavigationSnapshot<ShopScreen>
    private var recorder: NavigationRecorder<ShopScreen>?
    private var steps: [NavigationInspection<ShopScreen>.Step] = []
    private var lines: [String] = []
    /// The step of each request whose outcome has not come yet, by its id.
    private var runningRequests: [Int: Int] = [:]
    private var published = -1

    /// Starts recording the console's shop and publishes its first page (no entries yet).
    package init(console: ShopConsole) {
        self.console = console
        let app = console.app
        map = NavigationMap(router: app.router, deeplinks: app.deeplinks, knownTypes: ShopScreen.allCases)
        start = app.router.snapshot()
        recorder = NavigationRecorder(router: app.router) { [weak self] line in self?.record(line) }
        // What the router cannot see — signing in and out, above all — comes as the app's marks.
        app.markObserver = { [weak self] mark in self?.recorder?.mark(mark) }
        publish()
    }

    /// Runs a command on the console, then publishes the page if the log grew.
    package func run(_ line: String) async -> ShopConsole.Outcome {
        let outcome = await console.run(line)
        publish()
        return outcome
    }

    /// Stops recording.
    package func stop() {
        recorder?.stop()
        recorder = nil
        console.app.markObserver = nil
    }

    /// The number of log lines recorded so far.
    package var entryCount: Int { lines.count }

    private func record(_ line: String) {
        guard let entry = try? NavigationLogEntry<ShopScreen>.entries(jsonLines: line).first else { return }
        let snapshot = console.app.router.snapshot()
        switch entry {
        case .request(let id, _):
            runningRequests[id] = steps.count
        case .outcome(let id, _):
            // A request's line is written before it runs; the page shows what it led to, as a
            // replay does (NavigationInspection.Step.snapshot).
            if let request = runningRequests.removeValue(forKey: id) { steps[request].snapshot = snapshot }
        default: break
        }
        steps.append(.init(entry: entry, snapshot: snapshot))
        lines.append(line)
    }

    private func publish() {
        guard published != lines.count else { return }
        published = lines.count
        let inspection = NavigationInspection(start: start, steps: steps)
        content.publish(page: inspection.liveHTML(title: "Routy Playground: live", map: map), lines: lines)
    }
}
