import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `connect(2)`, which ``LoopbackClient/connect()`` hides inside the type.
private func systemConnect(_ socket: Int32, _ address: UnsafePointer<sockaddr>, _ length: socklen_t) -> Int32 {
    connect(socket, address, length)
}

/// What the live inspector's server answered: the status and the body (empty when the server
/// closed the connection without answering: `status` is then 0).
struct HTTPAnswer: Sendable {
    var status: Int
    var body: String
    /// The header lines, by their names lowercased.
    var headers: [String: String] = [:]
}

/// A blocking HTTP client of a server on 127.0.0.1, for the live inspector's tests: raw bytes
/// out, everything until the server closes in, each call bounded by a 30-second receive timeout (a bound for a loaded machine).
struct LoopbackClient {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The server's port.
    var port: UInt16

    /// `GET target` with this server's `Host`.
    func get(_ target: String) throws -> HTTPAnswer {
        try exchange("GET \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
    }

    /// Sends `request` as it is and reads the answer.
    func exchange(_ request: String) throws -> HTTPAnswer {
        let socket = try connect()
        defer { _ = close(socket) }
        try send(request, on: socket)
        return try receive(on: socket)
    }

    /// A connection to the server, open and idle.
    func connect() throws -> Int32 {
        #if canImport(Glibc)
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw Failure(description: "socket failed: errno \(errno)") }
        var limit = timeval(tv_sec: 30, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        #if canImport(Darwin)
            address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
        #endif
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr = in_addr(s_addr: UInt32(0x7F00_0001).bigEndian)
        let length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { systemConnect(descriptor, $0, length) }
        }
        guard connected == 0 else {
            _ = close(descriptor)
            throw Failure(description: "connect to 127.0.0.1:\(port) failed: errno \(errno)")
        }
        return descriptor
    }

    /// Ends a connection as seen from the server, then closes it: `close` alone ends it only once
    /// no process holds the descriptor, and one spawned meanwhile by another test may (on Linux,
    /// `Process` closes the descriptors it finds open just before it spawns, not those opened
    /// after it looked).
    func hangUp(_ socket: Int32) {
        _ = shutdown(socket, Int32(SHUT_RDWR))
        _ = close(socket)
    }

    /// Sends `text` on a connection.
    func send(_ text: String, on socket: Int32) throws {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let sent = bytes.withUnsafeBytes { write(socket, $0.baseAddress, $0.count) }
            guard sent > 0 else { throw Failure(description: "write failed: errno \(errno)") }
            bytes = bytes.dropFirst(sent)
        }
    }

    /// Reads until the server closes the connection, and splits the answer.
    func receive(on socket: Int32) throws -> HTTPAnswer {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(socket, $0.baseAddress, $0.count) }
            if count == 0 { break }
            // A reset after the answer (the server closed with bytes unread) ends it too.
            guard count > 0 else {
                if errno == ECONNRESET { break }
                throw Failure(description: "no answer within 5 s: errno \(errno)")
            }
            received += buffer[..<count]
        }
        let text = String(decoding: received, as: UTF8.self)
        guard let headEnd = text.range(of: "\r\n\r\n") else { return HTTPAnswer(status: 0, body: text) }
        let status = Int(text.split(separator: " ", maxSplits: 2).dropFirst().first ?? "") ?? -1
        var headers: [String: String] = [:]
        for line in text[..<headEnd.lowerBound].components(separatedBy: "\r\n").dropFirst() {
            let nameAndValue = line.split(separator: ":", maxSplits: 1)
            guard nameAndValue.count == 2 else { continue }
            headers[nameAndValue[0].lowercased()] = nameAndValue[1].trimmingCharacters(in: .whitespaces)
        }
        return HTTPAnswer(status: status, body: String(text[headEnd.upperBound...]), headers: headers)
    }
}
