import Portus

/// Writes what a router does as a navigation log, one JSON line per entry: every request when it
/// starts (its identifier, source and steps), how it ended, every change the user made on screen,
/// every pending request the router dropped, and the marks the app sets.
///
/// The recorder is an observer of the router (``NavigationRouter/addObserver(_:)``); requests
/// cancelled before they start never ran, and are not written. Hand the lines to a file, a log
/// service or a ring buffer; ``NavigationRouter/replay(_:mark:onStep:)`` runs them again.
///
/// ```swift
/// var lines: [String] = []
/// let recorder = NavigationRecorder(router: router) { lines.append($0) }
/// try await router.perform(.navigate(to: [.catalog, .product(42)]))
/// recorder.mark("signed-in")  // what the router cannot see
/// ```
///
/// A line is written as soon as its event happens, so a log kept on disk shows the request an app
/// crashed in, without its outcome.
@MainActor
public final class NavigationRecorder<ContextType: Hashable & Sendable & Encodable> {
    private weak var router: NavigationRouter<ContextType>?
    private let write: (String) -> Void
    private var observer: NavigationObserverID?
    private var isStopped = false

    /// The number of lines written so far.
    public private(set) var lineCount = 0

    /// Starts recording a router.
    ///
    /// - Parameters:
    ///   - router: The router whose requests and user changes to write; not kept alive.
    ///   - write: Called with each line, without a line break, as its event happens.
    public init(router: NavigationRouter<ContextType>, write: @escaping (String) -> Void) {
        self.router = router
        self.write = write
        observer = router.addObserver { [weak self] event in self?.record(event) }
    }

    isolated deinit {
        stop()
    }

    /// Writes a mark: something the app did that the router cannot see and a replay must do
    /// again — the user signed in or out, a pending request was dropped, a fault was injected.
    ///
    /// Once the recorder is stopped, a mark is not written either.
    ///
    /// - Parameter name: The mark, as the replay's `mark` closure will get it.
    public func mark(_ name: String) {
        guard !isStopped else { return }
        append(.mark(name))
    }

    /// Stops recording; no line is written after this returns, neither of the router's events
    /// nor of ``mark(_:)``.
    public func stop() {
        if let observer { router?.removeObserver(observer) }
        observer = nil
        isStopped = true
    }

    private func record(_ event: NavigationEvent<ContextType>) {
        switch event {
        case .requestStarted(let id, let request):
            append(.request(id: id, request))
        case .requestEnded(let id, let result):
            append(.outcome(id: id, NavigationLogOutcome(result)))
        case .userNavigated(let instruction):
            let path = router?.tree.activePath.compactMap { $0.elementContext(ContextType.self) } ?? []
            append(.user(instruction, path: path))
        case .pendingRequestDropped(let id, let request, let drop):
            append(.pendingDropped(id: id, request, drop))
        case .instructionExecuted, .leaveGuardBypassed:
            return
        }
    }

    private func append(_ entry: NavigationLogEntry<ContextType>) {
        let line: String
        do throws(NavigationLogError) {
            line = try entry.jsonLine()
        } catch {
            let reason = if case .cannotEncode(_, let reason) = error { reason } else { error.description }
            line =
                (try? NavigationLogEntry<ContextType>.unrecorded(event: entry.description, reason: reason).jsonLine())
                ?? #"{"kind":"unrecorded"}"#
        }
        lineCount += 1
        write(line)
    }
}
