import Testing

@testable import LiveInspector

/// The server's reading of a request's head.
@Suite struct HTTPRequestHeadTests {
    @Test func readsTheRequestLineTheQueryAndTheHost() throws {
        let head = try #require(HTTPRequestHead(Array("GET /entries?since=12&x HTTP/1.1\r\nHOST:  127.0.0.1:80 ".utf8)))
        #expect(head.method == "GET")
        #expect(head.path == "/entries")
        #expect(head.query == ["since": "12", "x": ""])
        #expect(head.host == "127.0.0.1:80")
    }

    @Test(arguments: ["", "GET", "GET /", "GET / HTTP/1.1 x", "GET x HTTP/1.1", "GET / FTP/1.0", "G\u{e9}T / HTTP/1.1"])
    func refusesWhatIsNotARequestLine(line: String) {
        #expect(HTTPRequestHead(Array(line.utf8)) == nil)
    }
}
