#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The POSIX socket calls the live inspector's server makes, the same on Linux and macOS; the few
/// differences between Glibc and Darwin stay in here.
enum LoopbackSocket {
    /// A non-blocking socket listening on 127.0.0.1 at `port` (0: one the system picks), and the
    /// port it is bound to.
    static func openListener(port: UInt16) throws(InspectorServerError) -> (descriptor: Int32, port: UInt16) {
        #if canImport(Glibc)
            let stream = Int32(SOCK_STREAM.rawValue)
        #else
            let stream = SOCK_STREAM
        #endif
        let descriptor = socket(AF_INET, stream, 0)
        guard descriptor >= 0 else { throw .socket(call: "socket", errno: errno) }
        var yes: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        #if canImport(Darwin)
            address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
        #endif
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr = in_addr(s_addr: UInt32(0x7F00_0001).bigEndian)  // 127.0.0.1, nothing else
        let length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) }
        }
        guard bound == 0, listen(descriptor, 16) == 0 else {
            let failure = errno
            close(descriptor)
            throw .socket(call: bound == 0 ? "listen" : "bind", errno: failure)
        }
        var actual = sockaddr_in()
        var actualLength = length
        _ = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &actualLength) }
        }
        makeNonBlocking(descriptor)
        return (descriptor, UInt16(bigEndian: actual.sin_port))
    }

    /// Accepts a waiting connection as a non-blocking socket; `nil` when none is waiting.
    static func acceptClient(on listener: Int32) -> Int32? {
        let client = accept(listener, nil, nil)
        guard client >= 0 else { return nil }
        makeNonBlocking(client)
        #if canImport(Darwin)
            // A write to a connection the client closed fails with EPIPE instead of raising SIGPIPE.
            var yes: Int32 = 1
            setsockopt(client, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
        #endif
        return client
    }

    /// Reads what has arrived, up to `count` bytes.
    static func readAvailable(_ descriptor: Int32, upTo count: Int) -> ReadResult {
        var buffer = [UInt8](repeating: 0, count: count)
        let read = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, count, 0) }
        if read > 0 { return .bytes(Array(buffer[..<read])) }
        if read == 0 { return .end }
        return errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR ? .wouldBlock : .failed
    }

    /// Writes what it can of `bytes`: how many bytes were written, 0 when none could be now, `nil`
    /// when the connection failed (never a SIGPIPE).
    static func writeAvailable(_ descriptor: Int32, _ bytes: ArraySlice<UInt8>) -> Int? {
        #if canImport(Glibc)
            let flags = Int32(MSG_NOSIGNAL)
        #else
            let flags: Int32 = 0
        #endif
        let written = bytes.withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, flags) }
        if written >= 0 { return written }
        return errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR ? 0 : nil
    }

    /// Tells the client that the server has nothing more to send.
    static func finishSending(_ descriptor: Int32) {
        _ = shutdown(descriptor, Int32(SHUT_WR))
    }

    /// Closes a socket, after saying the server has nothing more to send.
    static func closeSocket(_ descriptor: Int32) {
        _ = shutdown(descriptor, Int32(SHUT_WR))
        _ = close(descriptor)
    }

    enum ReadResult {
        case bytes([UInt8])
        case end
        case wouldBlock
        case failed
    }

    private static func makeNonBlocking(_ descriptor: Int32) {
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL, 0) | O_NONBLOCK)
    }
}
