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

    @Test func servesThePageAndTheEntriesTheREPLAdds() async throws {
        let served = try Self.serve()
        defer { served.server.stop() }
        #expect(served.server.port != 0)
        let page = try served.client.get("/")
        #expect(page.status == 200)
        #expect(page.body.hasPrefix("<!DOCTYPE html>"))
        #expect(page.body.contains("<title>Routy Playground: live</title>"))
        #expect(page.body.contains("\"entries?since=\""))
        #expect(try served.client.get("/entries?since=0").body == "{\"total\":0,\"entries\":[]}\n")

        let outcome = await served.live.run("open shop://catalog/shoes/42")
        #expect(outcome.succeeded)
        let entries = try served.client.get("/entries?since=0")
        #expect(entries.status == 200)
        let answer = try JSONSerialization.jsonObject(with: Data(entries.body.utf8)) as? [String: Any]
        #expect(answer?["total"] as? Int == 2)
        let lines = answer?["entries"] as? [[String: Any]]
        #expect(lines?.map { $0["kind"] as? String } == ["request", "outcome"])
        #expect(entries.body.contains("shop://catalog/shoes/42"))
        // Only what came after the first N; nothing when the page is up to date.
        #expect(try served.client.get("/entries?since=1").body.hasPrefix("{\"total\":2,\"entries\":[{\"id\":1,"))
        #expect(try served.client.get("/entries?since=2").body == "{\"total\":2,\"entries\":[]}\n")
        #expect(try served.client.get("/entries?since=99").body == "{\"total\":2,\"entries\":[]}\n")
        // The page now draws the new tree, after the request as after its outcome.
        let html = try served.client.get("/").body
        #expect(html.contains("\"product(42)\""))
        let embedded = html.components(separatedBy: "id=\"routy-data\">").last
        let data = try #require(embedded?.components(separatedBy: "</script>").first)
        let object = try JSONSerialization.jsonObject(with: Data(data.utf8)) as? [String: Any]
        let trees = (object?["entries"] as? [[String: Any]])?.map { $0["tree"] as? Int }
        #expect(trees?.count == 2)
        #expect(trees?.first == trees?.last)
        #expect(trees?.first != object?["start"] as? Int)

        _ = await served.live.run("tab home")
        #expect(try served.client.get("/entries?since=2").body.contains("\"total\":4,"))
        // A command that navigates nowhere publishes nothing new.
        _ = await served.live.run("path")
        #expect(try served.client.get("/entries").body.contains("\"total\":4,"))
    }

    @Test func theLiveLogHasTheAppsMarks() async throws {
        let served = try Self.serve()
        defer { served.server.stop() }
        _ = await served.live.run("login")
        _ = await served.live.run("logout")
        let entries = try served.client.get("/entries").body
        #expect(entries.contains(#"{"kind":"mark","name":"signed-in"}"#))
        #expect(entries.contains(#"{"kind":"mark","name":"signed-out"}"#))
        #expect(entries.hasPrefix("{\"total\":\(served.live.entryCount),"))
    }

    /// Requests the server must answer with an error, and stay up.
    static let badRequests: [(request: String, status: Int)] = [
        ("BLAH\r\n\r\n", 400),
        ("GET /\r\n\r\n", 400),
        ("GET / HTTP/2.0\r\n\r\n", 400),
        ("GET  / HTTP/1.1\r\n\r\n", 400),
        ("get / HTTP/1.1\r\n\r\n", 400),
        ("GET http://127.0.0.1/ HTTP/1.1\r\n\r\n", 400),
        ("GET /\u{e9} HTTP/1.1\r\n\r\n", 400),
        ("GET / HTTP/1.1\r\nHost: evil.example\r\n\r\n", 403),
        ("POST / HTTP/1.1\r\nContent-Length: 0\r\n\r\n", 405),
        ("GET /nope HTTP/1.1\r\n\r\n", 404),
        ("GET /entries?since=-1 HTTP/1.1\r\n\r\n", 400),
        ("GET /entries?since=x HTTP/1.1\r\n\r\n", 400),
        ("GET / HTTP/1.1\r\nX-Long: " + String(repeating: "a", count: 9000), 431),
    ]

    @Test func answersABadRequestWithAnErrorAndGoesOn() async throws {
        let served = try Self.serve()
        defer { served.server.stop() }
        for (request, status) in Self.badRequests {
            let answer = try served.client.exchange(request)
            #expect(answer.status == status, "\(request.prefix(40).debugDescription): \(answer.body)")
        }
        #expect(try served.client.get("/").status == 200)
        let head = try served.client.exchange("HEAD / HTTP/1.1\r\nHost: localhost:\(served.server.port)\r\n\r\n")
        #expect(head.status == 200)
        #expect(head.body.isEmpty)
        try await waitUntilNoConnection(on: served.server)
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

    @Test func closesConnectionsBeyondItsLimit() async throws {
        // Idle connections must outlive a slow machine's accepting them all: a long timeout.
        let served = try Self.serve(timeout: .seconds(120))
        defer { served.server.stop() }
        let client = served.client
        var idle: [Int32] = []
        defer { for socket in idle { close(socket) } }
        for _ in 0..<InspectorServer.maximumConnections { idle.append(try client.connect()) }
        try await yieldUntil { served.server.openConnections == InspectorServer.maximumConnections }
        // One more is closed at once; once an idle one goes, a request is served again.
        #expect(try client.get("/").status == 0)
        close(idle.removeLast())
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
