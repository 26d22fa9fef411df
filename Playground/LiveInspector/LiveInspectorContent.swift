import Foundation
import RoutyInspector

/// What the live inspector's server serves: the page, and the data its script adds to it — the
/// contexts, trees and entries of the session — written by the REPL on the main actor and read by
/// the server's queue, under a lock. Both only append, so that a command costs what it adds.
package final class LiveInspectorContent: @unchecked Sendable {
    // @unchecked: `page`, `contexts`, `trees` and `entries` are only read and written while
    // `lock` is held. NSLock, with lock() and unlock(): Mutex needs macOS 15, and the package
    // supports macOS 13.
    private let lock = NSLock()
    private var page: [UInt8] = []
    private var contexts: [String] = []
    private var trees: [String] = []
    private var entries: [String] = []

    /// Empty content: an empty page and no data, until ``publish(page:)`` and
    /// ``append(contexts:trees:entries:)``.
    package init() {}

    /// Replaces the page.
    package func publish(page: String) {
        let bytes = Array(page.utf8)
        lock.lock()
        defer { lock.unlock() }
        self.page = bytes
    }

    /// Adds the page data's new contexts, trees and entries, each as JSON.
    package func append(contexts: ArraySlice<String>, trees: ArraySlice<String>, entries: ArraySlice<String>) {
        lock.lock()
        defer { lock.unlock() }
        self.contexts += contexts
        self.trees += trees
        self.entries += entries
    }

    /// The page, `GET /`.
    package func pageResponse() -> HTTPResponse {
        var response = HTTPResponse(status: 200, contentType: "text/html; charset=utf-8", body: "")
        lock.lock()
        response.body = page
        lock.unlock()
        return response
    }

    /// `GET /entries?since=N&contexts=C&trees=T`: the number of entries, and the contexts, trees
    /// and entries after the first C, T and N the page has (none of a kind when it has them all),
    /// as ``NavigationInspection/liveHTML(title:map:)`` reads them.
    package func entriesResponse(since: Int, contexts knownContexts: Int, trees knownTrees: Int) -> HTTPResponse {
        lock.lock()
        let body = InspectorPageUpdate.json(
            total: entries.count, contexts: contexts.dropFirst(knownContexts), trees: trees.dropFirst(knownTrees),
            entries: entries.dropFirst(since))
        lock.unlock()
        return HTTPResponse(status: 200, contentType: "application/json", body: body)
    }
}
