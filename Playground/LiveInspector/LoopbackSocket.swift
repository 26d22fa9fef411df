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
    ///
    /// Every socket made here closes on exec: a process spawned while the server runs (the tests'
    /// Playgrounds, a command the REPL runs) must not hold the listening socket, which would keep
    /// the port accepting after ``InspectorServer/stop()``, nor a connection the server closed.
    static func openListener(port: UInt16) throws(InspectorServerError) -> (descriptor: Int32, port: UInt16) {
        #if canImport(Glibc)
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue), 0)
        #else
            let descriptor = closingOnExec(socket(AF_INET, SOCK_STREAM, 0))  // Darwin has no SOCK_CLOEXEC
        #endif
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
        // Not `accept4(…, SOCK_CLOEXEC)` on Linux: Glibc declares it only under _GNU_SOURCE, which
        // Swift's Glibc module is not built with; Darwin has no `accept4` at all.
        let client = closingOnExec(accept(listener, nil, nil))
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

    /// `descriptor` (a result of `socket` or `accept`; negative when the call failed), made
    /// close-on-exec just after the call that opened it: a process spawned on another thread in
    /// between would still inherit it, which only a flag given to the call itself avoids.
    private static func closingOnExec(_ descriptor: Int32) -> Int32 {
        if descriptor >= 0 { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        return descriptor
    }
}
