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
        var id: Int
        var work: Work
        var cancel: () -> Void
    }

    private var items: [Item] = []
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
        items.append(Item(id: id, work: work, cancel: cancel))
        drain()
        return id
    }

    /// Cancels an item that has not started.
    ///
    /// - Returns: `true` when the item was waiting and is now cancelled.
    package func cancel(_ id: Int) -> Bool {
        guard let index = items.firstIndex(where: { $0.id == id }) else { return false }
        items.remove(at: index).cancel()
        return true
    }

    /// Cancels every waiting item, oldest first.
    package func cancelPending() {
        let cancelled = items
        items.removeAll()
        for item in cancelled { item.cancel() }
    }

    private func drain() {
        guard !isDraining else { return }
        isDraining = true
        while !isRunning, !items.isEmpty {
            isRunning = true
            let item = items.removeFirst()
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
