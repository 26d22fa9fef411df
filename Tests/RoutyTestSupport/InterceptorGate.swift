/// Holds interceptor calls until the test lets them through: one at a time with ``release()``,
/// all at once with ``open()``.
@MainActor
package final class InterceptorGate {
    /// Whether an interceptor that asks (as a sign-in wall waits for the user) holds new requests
    /// here; ``wait()`` itself always waits.
    package var isClosed = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    package init() {}

    /// How many calls wait at the gate now.
    package var waitingCount: Int { waiting.count }

    /// Suspends the caller until ``release()`` or ``open()`` lets it through.
    package func wait() async {
        await withCheckedContinuation { waiting.append($0) }
    }

    /// Lets the call that has waited longest go on.
    package func release() {
        guard !waiting.isEmpty else { return }
        waiting.removeFirst().resume()
    }

    /// Opens the gate and lets every waiting call go on.
    package func open() {
        isClosed = false
        let released = waiting
        waiting = []
        for continuation in released { continuation.resume() }
    }
}
