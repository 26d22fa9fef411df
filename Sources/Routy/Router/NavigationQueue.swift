/// The requests of a router: one runs at a time, the rest wait in order.
@MainActor
final class NavigationQueue<ContextType: Hashable & Sendable> {
    typealias Finish = (NavigationResult<ContextType>) -> Void
    typealias Work = (_ id: Int, _ finish: @escaping Finish) -> Void

    private struct Item {
        var id: Int
        var work: Work
        var completion: Finish?
    }

    private var items: [Item] = []
    private var nextID = 1
    private var isDraining = false
    private(set) var isRunning = false

    var pendingCount: Int { items.count }

    /// Adds a request; `work` runs when every request before it has finished, and must call
    /// `finish` once; later calls are ignored.
    func enqueue(completion: Finish?, work: @escaping Work) -> Int {
        let id = nextID
        nextID += 1
        items.append(Item(id: id, work: work, completion: completion))
        drain()
        return id
    }

    /// Cancels a waiting request; its completion gets ``NavigationError/cancelled``.
    func cancel(_ id: Int) -> Bool {
        guard let index = items.firstIndex(where: { $0.id == id }) else { return false }
        let item = items.remove(at: index)
        item.completion?(.failure(Self.cancelled))
        return true
    }

    /// Cancels every waiting request, oldest first.
    func cancelPending() {
        let cancelled = items
        items.removeAll()
        for item in cancelled { item.completion?(.failure(Self.cancelled)) }
    }

    private static var cancelled: NavigationFailure<ContextType> {
        NavigationFailure(error: .cancelled, step: 0, report: NavigationReport())
    }

    /// Starts waiting requests while none runs; a request that finishes synchronously does not
    /// nest the next one inside it.
    private func drain() {
        guard !isDraining else { return }
        isDraining = true
        while !isRunning, !items.isEmpty {
            isRunning = true
            let item = items.removeFirst()
            var finished = false
            item.work(item.id) { [weak self] result in
                guard !finished else { return }
                finished = true
                item.completion?(result)
                self?.isRunning = false
                self?.drain()
            }
        }
        isDraining = false
    }
}
