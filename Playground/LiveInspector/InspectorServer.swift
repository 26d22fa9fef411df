import Dispatch

/// Why the live inspector's server did not start.
package enum InspectorServerError: Error, Equatable, CustomStringConvertible {
    /// The server binds to 127.0.0.1 only, so that nothing but this machine can see the app.
    case notLoopback(String)
    /// A socket call failed: which one, and `errno`.
    case socket(call: String, errno: Int32)

    package var description: String {
        switch self {
        case .notLoopback(let host):
            "the live inspector binds to 127.0.0.1 only, not to \(host)"
        case .socket(let call, let errno):
            "cannot serve the live inspector: \(call) failed (errno \(errno)); is the port in use?"
        }
    }
}

/// A small HTTP/1.1 server on 127.0.0.1 that serves the live inspector: `GET /` the page and
/// `GET /entries?since=N&contexts=C&trees=T` the page data it has not shown yet
/// (``LiveInspectorContent``).
///
/// One serial dispatch queue does all its work — accepting, reading, answering — with dispatch
/// sources on non-blocking sockets, so a client never blocks the REPL or another client. Each
/// connection is bounded: one request, a head of at most ``maximumHeadBytes`` with its blank line
/// (else 431), an answer within its timeout (else it is dropped), at most ``maximumConnections`` at
/// once (others are closed at once); every answer closes the connection. A request line that is not
/// HTTP, a line ended by LF alone, a header line with whitespace before its colon, no `Host` or two
/// get 400 (RFC 9112); a `Host` other than this server's 403 (a page from elsewhere, rebound to
/// 127.0.0.1, cannot read it; the port may be left out when it is 80, as browsers do); a method
/// other than GET or HEAD 405, any other path 404. No page may show the inspector in a frame.
package final class InspectorServer: @unchecked Sendable {
    // @unchecked: `listener` and `connections` are touched only on `queue` (and in `init`, before
    // the listener's source is resumed).

    /// The most bytes a request's head may have, the blank line that ends it included.
    package static let maximumHeadBytes = 8192
    /// The most connections served at once.
    package static let maximumConnections = 16
    /// How long a connection may take, unless the server is told otherwise: from its accept to
    /// the end of its answer.
    package static let defaultTimeout = DispatchTimeInterval.seconds(5)

    /// The port the server listens on.
    package let port: UInt16
    private let timeout: DispatchTimeInterval
    private let content: LiveInspectorContent
    private let queue = DispatchQueue(label: "Routy.LiveInspector.server")
    private var listener: (any DispatchSourceRead)?
    /// Signalled once the listening socket is closed.
    private let listenerClosed = DispatchSemaphore(value: 0)
    private var connections: [Int32: Connection] = [:]

    /// Starts serving `content` on 127.0.0.1.
    ///
    /// - Parameters:
    ///   - host: Where to listen; anything but `127.0.0.1` is refused.
    ///   - port: The port; 0 lets the system pick one (read it from ``port``).
    ///   - content: What to serve.
    ///   - timeout: How long a connection may take from its accept to the end of its answer;
    ///     `.never` for no limit.
    /// - Throws: ``InspectorServerError``.
    package init(
        host: String = "127.0.0.1",
        port: UInt16 = 0,
        content: LiveInspectorContent,
        timeout: DispatchTimeInterval = defaultTimeout
    ) throws(InspectorServerError) {
        guard host == "127.0.0.1" else { throw .notLoopback(host) }
        let (descriptor, bound) = try LoopbackSocket.openListener(port: port)
        self.port = bound
        self.timeout = timeout
        self.content = content
        let source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: queue)
        source.setEventHandler { [weak self] in self?.acceptWaiting(on: descriptor) }
        source.setCancelHandler { [listenerClosed] in
            LoopbackSocket.closeSocket(descriptor)
            listenerClosed.signal()
        }
        listener = source
        source.resume()
    }

    deinit {
        listener?.cancel()
    }

    /// Stops listening and drops every open connection; returns once the port is closed, so
    /// that a connection made after it is refused.
    package func stop() {
        let wasListening = queue.sync {
            let wasListening = listener != nil
            listener?.cancel()
            listener = nil
            for connection in connections.values { connection.close() }
            connections = [:]
            return wasListening
        }
        if wasListening { _ = listenerClosed.wait(timeout: .now() + .seconds(2)) }
    }

    /// How many connections are open now (the tests check that none is left behind).
    package var openConnections: Int {
        queue.sync { connections.count }
    }

    private func acceptWaiting(on listener: Int32) {
        while let client = LoopbackSocket.acceptClient(on: listener) {
            guard connections.count < Self.maximumConnections else {
                LoopbackSocket.closeSocket(client)
                continue
            }
            let connection = Connection(descriptor: client, queue: queue) { [weak self] request in
                self?.answer(request) ?? .error(503, "the inspector is stopping")
            } closed: { [weak self] in
                self?.connections[client] = nil
            }
            connections[client] = connection
            connection.start(timeout: timeout)
        }
    }

    /// Whether a request's `Host` value names the server on `port`: `127.0.0.1` or `localhost`,
    /// any case, with the port — which browsers leave out when it is HTTP's default, 80.
    package static func names(port: UInt16, host: String) -> Bool {
        let named = ["127.0.0.1:\(port)", "localhost:\(port)"] + (port == 80 ? ["127.0.0.1", "localhost"] : [])
        return named.contains(host.lowercased())
    }

    /// The answer to a request's head (`nil`: not a request line).
    private func answer(_ head: HTTPRequestHead?) -> HTTPResponse {
        guard let head else { return .error(400, "bad request") }
        // RFC 9112: 400 to a request without a Host or with two.
        guard head.hosts.count == 1 else { return .error(400, "bad request: a request has one Host header") }
        guard Self.names(port: port, host: head.hosts[0]) else {
            return .error(403, "the live inspector answers only requests for 127.0.0.1:\(port)")
        }
        guard head.method == "GET" || head.method == "HEAD" else { return .error(405, "only GET and HEAD") }
        switch head.path {
        case "/":
            return content.pageResponse()
        case "/favicon.ico":
            // What a browser asks for by itself: nothing, rather than an error in its console.
            return HTTPResponse(status: 204, body: "")
        case "/entries":
            var known: [Int] = []
            for name in ["since", "contexts", "trees"] {
                guard let count = Int(head.query[name] ?? "0"), count >= 0 else {
                    return .error(400, "\(name) must be a number, 0 or more")
                }
                known.append(count)
            }
            return content.entriesResponse(since: known[0], contexts: known[1], trees: known[2])
        default:
            return .error(404, "not found: the inspector serves / and /entries?since=N&contexts=C&trees=T")
        }
    }
}
