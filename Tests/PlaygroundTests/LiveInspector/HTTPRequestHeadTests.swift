import Testing

@testable import LiveInspector

/// The server's reading of a request's head.
@Suite struct HTTPRequestHeadTests {
    @Test func readsTheRequestLineTheQueryAndTheHosts() throws {
        let text = "GET /entries?since=12&x HTTP/1.1\r\nHOST:  127.0.0.1:80 \r\nAccept: */*\r\nhost:localhost"
        let head = try #require(HTTPRequestHead(Array(text.utf8)))
        #expect(head.method == "GET")
        #expect(head.path == "/entries")
        #expect(head.query == ["since": "12", "x": ""])
        #expect(head.hosts == ["127.0.0.1:80", "localhost"])
    }

    @Test(arguments: ["", "GET", "GET /", "GET / HTTP/1.1 x", "GET x HTTP/1.1", "GET / FTP/1.0", "G\u{e9}T / HTTP/1.1"])
    func refusesWhatIsNotARequestLine(line: String) {
        #expect(HTTPRequestHead(Array(line.utf8)) == nil)
    }

    /// RFC 9112: whitespace between a name and its colon, a line folded onto the one before, a line
    /// without a colon.
    @Test(arguments: [
        "Host : 127.0.0.1:80", "Host\t: 127.0.0.1:80", " Host: 127.0.0.1:80", ": x", "X-Folded: a\r\n b", "Host",
    ])
    func refusesAHeaderLineThatIsNotNameColonValue(line: String) {
        #expect(HTTPRequestHead(Array("GET / HTTP/1.1\r\n\(line)".utf8)) == nil)
    }
}
