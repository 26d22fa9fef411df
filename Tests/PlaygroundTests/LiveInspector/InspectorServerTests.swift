import Dispatch
import Foundation
import LiveInspector
import Shop
import Testing

/// The live inspector's server, over loopback: the page, the entries as REPL commands add them,
/// bad requests, slow clients, and the address it binds to.
@MainActor
@Suite struct InspectorServerTests {
    /// A REPL's live inspection served on a port the system picks.
    struct Served {
        let live: LiveInspection
        let server: InspectorServer
        var client: LoopbackClient { LoopbackClient(port: server.port) }
    }

    static func serve(timeout: DispatchTimeInterval = .seconds(5)) throws -> Served {
        let live = LiveInspection(console: try ShopConsole())
        let server = try InspectorServer(port: 0, content: live.content, timeout: timeout)
        return Served(live: live, server: server)
    }

    /// The JSON object of an answer.
    static func object(_ answer: HTTPAnswer) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(answer.body.utf8)) as? [String: Any])
    }

    @Test func servesThePageAndTheEntriesTheREPLAdds() async throws {
        let served = try Self.serve()
        defer { served.server.stop() }
        #expect(served.server.port != 0)
        let page = try served.client.get("/")
        #expect(page.status == 200)
        #expect(page.body.hasPrefix("<!DOCTYPE html>"))
        #expect(page.body.contains("<title>Routy Playground: live</title>"))
        #expect(page.body.contains("\"entries?since=\""))
        // The page holds the start's tree and no entry; the server has the same so far.
        let embedded = page.body.components(separatedBy: "id=\"routy-data\">").last
        let data = try #require(embedded?.components(separatedBy: "</script>").first)
        let pageData = try #require(try JSONSerialization.jsonObject(with: Data(data.utf8)) as? [String: Any])
        let startContexts = try #require(pageData["contexts"] as? [String])
        let startTrees = try #require(pageData["trees"] as? [Any])
        #expect((pageData["entries"] as? [Any])?.isEmpty == true)
        let first = try Self.object(try served.client.get("/entries?since=0"))
        #expect(first["total"] as? Int == 0)
        #expect(first["contexts"] as? [String] == startContexts)
        #expect((first["trees"] as? [Any])?.count == startTrees.count)
        let known = "contexts=\(startContexts.count)&trees=\(startTrees.count)"
        #expect(
            try served.client.get("/entries?since=0&\(known)").body
                == "{\"total\":0,\"contexts\":[],\"trees\":[],\"entries\":[]}\n")

        let outcome = await served.live.run("open shop://catalog/shoes/42")
        #expect(outcome.succeeded)
        let update = try Self.object(try served.client.get("/entries?since=0&\(known)"))
        #expect(update["total"] as? Int == 2)
        // Only the new: the contexts and trees after those the page has, the entries after N.
        let contexts = try #require(update["contexts"] as? [String])
        #expect(contexts.contains("product(42)"))
        #expect(Set(contexts).isDisjoint(with: startContexts))
        let entries = try #require(update["entries"] as? [[String: Any]])
        #expect(entries.map { $0["k"] as? String } == ["request", "outcome"])
        #expect(entries.map { $0["n"] as? Int } == [1, 2])
        #expect(entries.first?["text"] as? String == "open(shop://catalog/shoes/42)")
        // The request shows what it led to, as its outcome does, and names it.
        #expect(entries.first?["tree"] as? Int == entries.last?["tree"] as? Int)
        #expect(entries.first?["tree"] as? Int != pageData["start"] as? Int)
        #expect(entries.first?["peer"] as? Int == 2)
        #expect(entries.last?["peer"] as? Int == 1)
        let since1 = try Self.object(try served.client.get("/entries?since=1&\(known)"))
        #expect((since1["entries"] as? [[String: Any]])?.map { $0["n"] as? Int } == [2])
        let upToDate = "{\"total\":2,\"contexts\":[],\"trees\":[],\"entries\":[]}\n"
        let all = "contexts=\(startContexts.count + contexts.count)&trees=\(startTrees.count + 1)"
        #expect(try served.client.get("/entries?since=2&\(all)").body == upToDate)
        #expect(try served.client.get("/entries?since=99&contexts=99&trees=99").body == upToDate)

        _ = await served.live.run("tab home")
        #expect(try served.client.get("/entries?since=2").body.contains("\"total\":4,"))
        // A command that navigates nowhere publishes nothing new.
        _ = await served.live.run("path")
        #expect(try served.client.get("/entries").body.contains("\"total\":4,"))
        // The page itself does not change: its script adds what the server sends.
        #expect(try served.client.get("/").body == page.body)
    }

    @Test func theLiveLogHasTheAppsMarks() async throws {
        let served = try Self.serve()
        defer { served.server.stop() }
        _ = await served.live.run("login")
        _ = await served.live.run("logout")
        let entries = try served.client.get("/entries").body
        #expect(entries.contains(#"{"n":1,"k":"mark","text":"signed-in","#))
        #expect(entries.contains(#""k":"mark","text":"signed-out","#))
        #expect(entries.hasPrefix("{\"total\":\(served.live.entryCount),"))
    }

    /// What the server sends, command by command, numbers each entry once, in order, sends each
    /// context once, and refers only to trees sent before or with it.
    @Test func theUpdatesAddUpToTheSession() async throws {
        let served = try Self.serve()
        defer { served.server.stop() }
        var pieces: [(contexts: [String], trees: [Any], entries: [[String: Any]])] = []
        var known = (entries: 0, contexts: 0, trees: 0)
        for command in ["open shop://catalog/shoes/42", "login", "open shop://orders/7", "back", "logout", "tab home"] {
            _ = await served.live.run(command)
            let target = "/entries?since=\(known.entries)&contexts=\(known.contexts)&trees=\(known.trees)"
            let update = try Self.object(try served.client.get(target))
            let piece = (
                contexts: try #require(update["contexts"] as? [String]), trees: try #require(update["trees"] as? [Any]),
                entries: try #require(update["entries"] as? [[String: Any]])
            )
            pieces.append(piece)
            known = (
                known.entries + piece.entries.count, known.contexts + piece.contexts.count,
                known.trees + piece.trees.count
            )
            #expect(update["total"] as? Int == known.entries)
        }
        #expect(known.entries == served.live.entryCount)
        let entries = pieces.flatMap(\.entries)
        #expect(entries.map { $0["n"] as? Int } == Array(1...known.entries))
        #expect(pieces.flatMap(\.contexts).count == Set(pieces.flatMap(\.contexts)).count)
        for entry in entries {
            #expect((entry["tree"] as? Int).map { $0 < known.trees } == true)
        }
    }

    /// Requests the server must answer with an error, and stay up; `HOST` stands for this
    /// server's `Host` line.
    static let badRequests: [(request: String, status: Int)] = [
        ("BLAH\r\n\r\n", 400),
        ("GET /\r\n\r\n", 400),
        ("GET / HTTP/2.0\r\nHOST\r\n\r\n", 400),
        ("GET  / HTTP/1.1\r\nHOST\r\n\r\n", 400),
        ("get / HTTP/1.1\r\nHOST\r\n\r\n", 400),
        ("GET http://127.0.0.1/ HTTP/1.1\r\nHOST\r\n\r\n", 400),
        ("GET /\u{e9} HTTP/1.1\r\nHOST\r\n\r\n", 400),
        // RFC 9112: no Host, two, whitespace before a colon, a line folded; lines ended by LF alone.
        ("GET / HTTP/1.1\r\n\r\n", 400),
        ("GET / HTTP/1.0\r\n\r\n", 400),
        ("GET / HTTP/1.1\r\nHOST\r\nHOST\r\n\r\n", 400),
        ("GET / HTTP/1.1\r\nHost : 127.0.0.1\r\n\r\n", 400),
        ("GET / HTTP/1.1\r\nHOST\r\nX-Folded: a\r\n b\r\n\r\n", 400),
        ("GET / HTTP/1.1\nHost: 127.0.0.1\n\n", 400),
        ("GET / HTTP/1.1\r\nHOST\nAccept: */*\r\n\r\n", 400),
        ("GET / HTTP/1.1\r\nHost: evil.example\r\n\r\n", 403),
        ("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", 403),
        ("POST / HTTP/1.1\r\nHOST\r\nContent-Length: 0\r\n\r\n", 405),
        ("GET /nope HTTP/1.1\r\nHOST\r\n\r\n", 404),
        ("GET /entries?since=-1 HTTP/1.1\r\nHOST\r\n\r\n", 400),
        ("GET /entries?since=x HTTP/1.1\r\nHOST\r\n\r\n", 400),
        ("GET / HTTP/1.1\r\nHOST\r\nX-Long: " + String(repeating: "a", count: 9000), 431),
        // A complete head over the limit, sent at once: 431 whatever the reads it comes in.
        ("GET / HTTP/1.1\r\nHOST\r\nX-Long: " + String(repeating: "a", count: 9000) + "\r\n\r\n", 431),
    ]

    @Test func answersABadRequestWithAnErrorAndGoesOn() async throws {
        let served = try Self.serve()
        defer { served.server.stop() }
        let host = "Host: 127.0.0.1:\(served.server.port)"
        for (request, status) in Self.badRequests {
            let answer = try served.client.exchange(request.replacingOccurrences(of: "HOST", with: host))
            #expect(answer.status == status, "\(request.prefix(40).debugDescription): \(answer.body)")
        }
        #expect(try served.client.get("/").status == 200)
        let head = try served.client.exchange("HEAD / HTTP/1.1\r\nHost: localhost:\(served.server.port)\r\n\r\n")
        #expect(head.status == 200)
        #expect(head.body.isEmpty)
        try await waitUntilNoConnection(on: served.server)
    }

    /// The head's limit, blank line included, at its edge and beyond, however the bytes come.
    @Test(arguments: [
        (InspectorServer.maximumHeadBytes, 200), (InspectorServer.maximumHeadBytes + 1, 431),
        (10_000, 431), (12_288, 431), (12_289, 431),
    ])
    func answersAHeadOverTheLimitWith431(size: Int, status: Int) async throws {
        let served = try Self.serve()
        defer { served.server.stop() }
        let start = "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(served.server.port)\r\nX-Long: "
        let head = start + String(repeating: "a", count: size - start.utf8.count - 4) + "\r\n\r\n"
        #expect(head.utf8.count == size)
        #expect(try served.client.exchange(head).status == status)
    }

    /// Browsers leave HTTP's default port out of `Host`: `--inspect 80` must answer them.
    @Test(
        arguments: [
            ("127.0.0.1:8080", 8080, true), ("LOCALHOST:8080", 8080, true), ("127.0.0.1", 8080, false),
            ("127.0.0.1:80", 8080, false), ("127.0.0.1", 80, true), ("localhost", 80, true), ("127.0.0.1:80", 80, true),
            ("evil.example", 80, false), ("127.0.0.1:", 80, false), ("127.0.0.1 ", 8080, false),
        ] as [(String, UInt16, Bool)])
    func namesItselfWithOrWithoutTheDefaultPort(host: String, port: UInt16, accepted: Bool) {
        #expect(InspectorServer.names(port: port, host: host) == accepted)
    }

    /// No other site may show the page in a frame: every answer says so.
    @Test func forbidsFraming() throws {
        let served = try Self.serve()
        defer { served.server.stop() }
        for target in ["/", "/entries?since=0", "/nope"] {
            let answer = try served.client.get(target)
            #expect(answer.headers["content-security-policy"] == "frame-ancestors 'none'", "\(target)")
            #expect(answer.headers["x-frame-options"] == "DENY", "\(target)")
        }
    }

    @Test func dropsASlowClientWithoutBlockingAnother() async throws {
        let served = try Self.serve(timeout: .seconds(2))
        defer { served.server.stop() }
        let client = served.client
        let slow = try client.connect()
        defer { close(slow) }
        try client.send("GET / HT", on: slow)
        // Another client is served while the slow one waits.
        #expect(try client.get("/entries").status == 200)
        // The slow one is dropped: the server closes it without an answer.
        let answer = try client.receive(on: slow)
        #expect(answer.status == 0)
        #expect(answer.body.isEmpty)
        try await waitUntilNoConnection(on: served.server)
    }

    /// Nothing here depends on a clock: the idle connections never time out, however long the
    /// test is kept from running (a full run keeps a main-actor test waiting behind the others, and
    /// a timeout of 5 s, then 120 s, could drop idle connections before the request beyond the
    /// limit, which was then served), and each step waits for what the server has done.
    @Test func closesConnectionsBeyondItsLimit() async throws {
        let served = try Self.serve(timeout: .never)
        defer { served.server.stop() }
        let client = served.client
        var idle: [Int32] = []
        defer { for socket in idle { client.hangUp(socket) } }
        for _ in 0..<InspectorServer.maximumConnections { idle.append(try client.connect()) }
        try await yieldUntil { served.server.openConnections == InspectorServer.maximumConnections }
        // One more is closed at once; once an idle one goes, a request is served again.
        #expect(try client.get("/").status == 0)
        #expect(served.server.openConnections == InspectorServer.maximumConnections)
        client.hangUp(idle.removeLast())
        try await yieldUntil { served.server.openConnections < InspectorServer.maximumConnections }
        #expect(try client.get("/").status == 200)
    }

    @Test(arguments: ["0.0.0.0", "localhost", "::1", "::", "192.168.1.10", ""])
    func refusesToBindToAnythingButLoopback(host: String) throws {
        #expect(throws: InspectorServerError.notLoopback(host)) {
            try InspectorServer(host: host, port: 0, content: LiveInspectorContent())
        }
    }

    @Test func stopsServing() throws {
        let server = try InspectorServer(port: 0, content: LiveInspectorContent())
        let client = LoopbackClient(port: server.port)
        #expect(try client.get("/").status == 200)
        server.stop()
        #expect(throws: LoopbackClient.Failure.self) { try client.get("/") }
    }

    /// A process spawned while the server runs (a test's Playground, a command the REPL runs)
    /// must not inherit its sockets: holding the listening one, it would keep the port accepting
    /// after `stop()`; holding a connection, it would keep it open after the server closed it.
    /// Every socket the server opens — the listening one and each accepted connection, the
    /// sockets of this process bound to its port — closes on exec.
    @Test func itsSocketsCloseOnExec() async throws {
        let served = try Self.serve(timeout: .never)
        defer { served.server.stop() }
        let client = served.client
        let idle = try client.connect()
        defer { client.hangUp(idle) }
        try await yieldUntil { served.server.openConnections == 1 }
        let sockets = try Self.sockets(boundTo: served.server.port)
        #expect(sockets.count == 2, "the listening socket and the accepted connection: \(sockets)")
        for descriptor in sockets {
            #expect(fcntl(descriptor, F_GETFD) & FD_CLOEXEC != 0, "descriptor \(descriptor)")
        }
    }

    /// What the flag is for: a process spawned while the server listens — by `posix_spawn`,
    /// which closes nothing by itself, unlike Foundation's `Process` on Linux — and still running
    /// after `stop()` must not keep the port accepting.
    @Test func aProcessSpawnedWhileServingDoesNotKeepThePortOpen() throws {
        let server = try InspectorServer(port: 0, content: LiveInspectorContent())
        let client = LoopbackClient(port: server.port)
        #expect(try client.get("/").status == 200)
        let child = try Self.spawn("/bin/sleep", "30")
        defer {
            kill(child, SIGKILL)
            waitpid(child, nil, 0)
        }
        server.stop()
        #expect(throws: LoopbackClient.Failure.self) { close(try client.connect()) }
    }

    /// Starts `arguments[0]` with `arguments` and an empty environment; its process id.
    static func spawn(_ arguments: String...) throws -> pid_t {
        var argv = arguments.map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var environment: [UnsafeMutablePointer<CChar>?] = [nil]
        var child: pid_t = 0
        let failure = posix_spawn(&child, arguments[0], nil, nil, &argv, &environment)
        try #require(failure == 0, "posix_spawn \(arguments) failed: \(failure)")
        return child
    }

    /// The descriptors of this process (listed in /dev/fd, on Linux and macOS) that are IPv4
    /// sockets whose own port is `port`.
    static func sockets(boundTo port: UInt16) throws -> [Int32] {
        try FileManager.default.contentsOfDirectory(atPath: "/dev/fd").compactMap(Int32.init).filter { descriptor in
            var address = sockaddr_in()
            var length = socklen_t(MemoryLayout<sockaddr_in>.size)
            let named = withUnsafeMutablePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
            }
            return named == 0 && address.sin_family == sa_family_t(AF_INET)
                && UInt16(bigEndian: address.sin_port) == port
        }.sorted()
    }

    private func waitUntilNoConnection(on server: InspectorServer) async throws {
        try await yieldUntil { server.openConnections == 0 }
    }

    /// Waits, at most 30 s (a bound for a loaded machine, not a timing check), until `condition`
    /// holds.
    private func yieldUntil(_ condition: () -> Bool) async throws {
        let deadline = ContinuousClock.now + .seconds(30)
        while !condition() {
            guard ContinuousClock.now < deadline else {
                Issue.record("the condition did not hold within 30 s")
                return
            }
            try await Task.sleep(for: .milliseconds(10))
        }
    }
}
