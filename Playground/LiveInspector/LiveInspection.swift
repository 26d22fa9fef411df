import Foundation
import Routy
import RoutyInspector
import Shop

/// The REPL's live inspector: records what the shop's router does, with the snapshot at each log
/// line, and after each command adds the new entries to what ``InspectorServer`` serves; the page
/// asks for them and draws them. A command costs what it adds, however long the session.
@MainActor
package final class LiveInspection {
    /// What the server serves.
    package let content = LiveInspectorContent()
    private let console: ShopConsole
    /// The app of the window the inspection started in: a navigation log is one router's, so
    /// the page follows that window when the REPL works in another (`window switch`).
    private let app: ShopApp
    private var recorder: NavigationRecorder<ShopScreen>?
    private var steps: [NavigationInspection<ShopScreen>.Step] = []
    /// The page's data, written as far as ``published``.
    private var data: InspectorPageData<ShopScreen>
    /// The step of each request whose outcome has not come yet, by its id.
    private var runningRequests: [Int: Int] = [:]
    private var published = 0

    /// Starts recording the console's shop and publishes its page, with no entries yet.
    package init(console: ShopConsole) {
        self.console = console
        let app = console.app
        self.app = app
        let map = NavigationMap(router: app.router, deeplinks: app.deeplinks, knownTypes: ShopScreen.allCases)
        let start = app.router.snapshot()
        data = InspectorPageData(start: start)
        let page = NavigationInspection(start: start, steps: []).liveHTML(title: "Routy Playground: live", map: map)
        content.publish(page: page)
        content.append(contexts: data.contexts[...], trees: data.trees[...], entries: [])
        recorder = NavigationRecorder(router: app.router) { [weak self] line in self?.record(line) }
        // What the router cannot see — signing in and out, above all — comes as the app's marks.
        app.markObserver = { [weak self] mark in self?.recorder?.mark(mark) }
    }

    /// Runs a command on the console, then publishes the entries it added.
    package func run(_ line: String) async -> ShopConsole.Outcome {
        let outcome = await console.run(line)
        publish()
        return outcome
    }

    /// Stops recording.
    package func stop() {
        recorder?.stop()
        recorder = nil
        app.markObserver = nil
    }

    /// The number of log lines recorded so far.
    package var entryCount: Int { steps.count }

    private func record(_ line: String) {
        guard let entry = try? NavigationLogEntry<ShopScreen>.entries(jsonLines: line).first else { return }
        let snapshot = app.router.snapshot()
        switch entry {
        case .request(let id, _):
            runningRequests[id] = steps.count
        case .outcome(let id, _):
            // A request's line is written before it runs; the page shows what it led to, as a
            // replay does (NavigationInspection.Step.snapshot). A request published before its
            // outcome gets it on the page (InspectorPageData).
            if let request = runningRequests.removeValue(forKey: id) { steps[request].snapshot = snapshot }
        default: break
        }
        steps.append(.init(entry: entry, snapshot: snapshot))
    }

    private func publish() {
        guard published != steps.count else { return }
        let (contexts, trees) = (data.contexts.count, data.trees.count)
        data.append(steps[published...])
        content.append(
            contexts: data.contexts[contexts...], trees: data.trees[trees...], entries: data.entries[published...])
        published = steps.count
    }
}
