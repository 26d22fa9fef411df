import Dispatch

extension InspectorServer {
    /// One client's connection: reads one request's head, writes the answer, and closes when the
    /// client does or the timeout comes. Lives on the server's queue only.
    final class Connection: @unchecked Sendable {
        // @unchecked: every property is touched only on `queue`, where all its sources run.
        private let descriptor: Descriptor
        private let queue: DispatchQueue
        private let respond: (HTTPRequestHead?) -> HTTPResponse
        private let closed: () -> Void
        private var received: [UInt8] = []
        private var output: ArraySlice<UInt8> = []
        private var reader: (any DispatchSourceRead)?
        private var writer: (any DispatchSourceWrite)?
        private var timer: (any DispatchSourceTimer)?
        private var isAnswered = false
        private var isClosed = false

        init(
            descriptor: Int32,
            queue: DispatchQueue,
            respond: @escaping (HTTPRequestHead?) -> HTTPResponse,
            closed: @escaping () -> Void
        ) {
            self.descriptor = Descriptor(descriptor)
            self.queue = queue
            self.respond = respond
            self.closed = closed
        }

        /// Starts reading, and the clock that drops the connection after `timeout`.
        func start(timeout: DispatchTimeInterval) {
            let reader = DispatchSource.makeReadSource(fileDescriptor: descriptor.value, queue: queue)
            reader.setEventHandler { [weak self] in self?.read() }
            descriptor.hold(reader)
            self.reader = reader
            let timer = DispatchSource.makeTimerSource(queue: queue)
            timer.schedule(deadline: .now() + timeout)
            timer.setEventHandler { [weak self] in self?.close() }
            self.timer = timer
            reader.resume()
            timer.resume()
        }

        /// Stops everything; the socket closes once its sources are cancelled.
        func close() {
            guard !isClosed else { return }
            isClosed = true
            timer?.cancel()
            reader?.cancel()
            writer?.cancel()
            descriptor.release()
            closed()
        }

        private func read() {
            switch LoopbackSocket.readAvailable(descriptor.value, upTo: 4096) {
            case .bytes(let bytes):
                // After the answer, what else the client sends is read and dropped, so that the
                // close does not reset the connection before the client has read the answer.
                guard !isAnswered else { return }
                received += bytes
                // The blank line is looked for only within the limit, so that a head too long is
                // refused however many reads brought it.
                let limit = InspectorServer.maximumHeadBytes
                let blank = received.prefix(limit).firstRange(of: [13, 10, 13, 10])
                let head = received[..<(blank?.lowerBound ?? min(received.count, limit))]
                if Self.hasBareLineFeed(head) {
                    // RFC 9112 lets a server refuse a line ended by LF alone: say so rather than
                    // wait for a CR LF CR LF that will not come.
                    answer(.error(400, "bad request: lines end with CR LF"), withBody: true)
                } else if let blank {
                    let head = HTTPRequestHead(received[..<blank.lowerBound])
                    answer(respond(head), withBody: head?.method != "HEAD")
                } else if received.count > limit {
                    answer(.error(431, "the request's head is longer than \(limit) bytes"), withBody: true)
                }
            case .wouldBlock: break
            case .end, .failed: close()
            }
        }

        /// Whether a line feed in `bytes` has no carriage return before it.
        private static func hasBareLineFeed(_ bytes: ArraySlice<UInt8>) -> Bool {
            bytes.indices.contains { bytes[$0] == 10 && ($0 == bytes.startIndex || bytes[$0 - 1] != 13) }
        }

        private func answer(_ response: HTTPResponse, withBody: Bool) {
            isAnswered = true
            received = []
            output = ArraySlice(response.bytes(includingBody: withBody))
            write()
        }

        private func write() {
            while !output.isEmpty {
                guard let written = LoopbackSocket.writeAvailable(descriptor.value, output) else { return close() }
                if written == 0 {
                    if writer == nil {
                        let writer = DispatchSource.makeWriteSource(fileDescriptor: descriptor.value, queue: queue)
                        writer.setEventHandler { [weak self] in self?.write() }
                        descriptor.hold(writer)
                        self.writer = writer
                        writer.resume()
                    }
                    return
                }
                output = output.dropFirst(written)
            }
            // All sent: the client reads to the end and closes, which ends the connection (or the
            // timeout does).
            writer?.cancel()
            writer = nil
            LoopbackSocket.finishSending(descriptor.value)
        }
    }

    /// A socket closed when the connection and every dispatch source on it have let it go: a
    /// descriptor must stay open until its sources' cancel handlers have run.
    final class Descriptor: @unchecked Sendable {
        // @unchecked: `holders` changes only on the server's queue.
        let value: Int32
        private var holders = 1

        init(_ value: Int32) {
            self.value = value
        }

        /// Keeps the socket open until `source` is cancelled.
        func hold(_ source: any DispatchSourceProtocol) {
            holders += 1
            source.setCancelHandler { self.release() }
        }

        func release() {
            holders -= 1
            if holders == 0 { LoopbackSocket.closeSocket(value) }
        }
    }
}
