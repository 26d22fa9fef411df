/// Runs work items one at a time, in the order they were added.
///
/// An item gets a `done` function and calls it when it has finished; later calls are ignored.
/// Items added while one runs — from its completion, say — wait for it. An item that finishes
/// synchronously does not nest the next one inside it. Shared by ``Router`` and the context
/// layer's router, in this package only.
@MainActor
package final class SerialQueue {
    package typealias Work = (_ done: @escaping () -> Void) -> Void

    private struct Item {
        var work: Work
        var cancel: () -> Void
    }

    /// The waiting items by identifier; identifiers grow, so the oldest waiting has the smallest.
    private var items: [Int: Item] = [:]
    /// The identifier of the oldest item that may still wait: every smaller one has started or
    /// was cancelled. Starting an item or skipping a cancelled one moves it on, so running `n`
    /// items costs O(n) in all, and cancelling one costs O(1).
    private var head = 1
    private var nextID = 1
    private var isDraining = false
    /// Whether an item is running.
    package private(set) var isRunning = false

    package init() {}

    /// The number of items waiting to start.
    package var pendingCount: Int { items.count }

    /// Adds an item.
    ///
    /// - Parameters:
    ///   - work: The item; it must call `done` once when it has finished.
    ///   - cancel: Called instead of `work` when the item is cancelled before it starts.
    /// - Returns: The item's identifier, for ``cancel(_:)``.
    @discardableResult
    package func enqueue(_ work: @escaping Work, cancel: @escaping () -> Void = {}) -> Int {
        let id = nextID
        nextID += 1
        items[id] = Item(work: work, cancel: cancel)
        drain()
        return id
    }

    /// Cancels an item that has not started.
    ///
    /// - Returns: `true` when the item was waiting and is now cancelled.
    package func cancel(_ id: Int) -> Bool {
        guard let item = items.removeValue(forKey: id) else { return false }
        item.cancel()
        return true
    }

    /// Cancels every waiting item, oldest first.
    package func cancelPending() {
        let cancelled = items.sorted { $0.key < $1.key }
        items.removeAll()
        head = nextID
        for (_, item) in cancelled { item.cancel() }
    }

    /// The oldest waiting item, taken out of the queue.
    private func takeNext() -> Item? {
        while head < nextID {
            let id = head
            head += 1
            if let item = items.removeValue(forKey: id) { return item }
        }
        return nil
    }

    private func drain() {
        guard !isDraining else { return }
        isDraining = true
        while !isRunning, let item = takeNext() {
            isRunning = true
            let once = Once()
            item.work { [weak self] in
                guard once.claim(), let self else { return }
                self.isRunning = false
                self.drain()
            }
        }
        isDraining = false
    }
}

/// A flag that can be claimed once: guards completions that may be called twice.
package final class Once {
    private var claimed = false

    package init() {}

    /// `true` the first time, `false` after.
    package func claim() -> Bool {
        defer { claimed = true }
        return !claimed
    }
}
