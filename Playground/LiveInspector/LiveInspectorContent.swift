import Foundation

/// What the live inspector's server serves: the page and the log's lines, written by the REPL on
/// the main actor and read by the server's queue, under a lock.
package final class LiveInspectorContent: @unchecked Sendable {
    // @unchecked: `page` and `lines` are only read and written while `lock` is held.
    // NSLock, with lock() and unlock(): Mutex needs macOS 15, and the package supports macOS 13.
    private let lock = NSLock()
    private var page: [UInt8] = []
    private var lines: [String] = []

    /// Empty content: an empty page and no entries, until ``publish(page:lines:)``.
    package init() {}

    /// Replaces the page and the log's lines.
    package func publish(page: String, lines: [String]) {
        let bytes = Array(page.utf8)
        lock.lock()
        defer { lock.unlock() }
        self.page = bytes
        self.lines = lines
    }

    /// The page, `GET /`.
    package func pageResponse() -> HTTPResponse {
        var response = HTTPResponse(status: 200, contentType: "text/html; charset=utf-8", body: "")
        lock.lock()
        response.body = page
        lock.unlock()
        return response
    }

    /// `GET /entries?since=N`: `{"total":M,"entries":[…]}`, the log's lines after the first N as
    /// the objects they are (none when N is M or more).
    package func entriesResponse(since: Int) -> HTTPResponse {
        lock.lock()
        let (total, newer) = (lines.count, lines.dropFirst(since))
        lock.unlock()
        let body = "{\"total\":\(total),\"entries\":[" + newer.joined(separator: ",") + "]}\n"
        return HTTPResponse(status: 200, contentType: "application/json", body: body)
    }
}
