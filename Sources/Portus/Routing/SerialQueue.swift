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

    /// The items from the oldest that may still wait on, by identifier: the item of identifier
    /// `id` is at `id - firstID`; a started or cancelled item leaves `nil` behind. Starting an
    /// item or skipping a cancelled one moves ``head`` on, and the list drops what lies before it
    /// once that is half of it: running `n` items costs O(n) in all, and cancelling one O(1).
    ///
    /// This and the next three are unchecked: each is changed in place, which the compiler checks
    /// at run time (about 85 instructions an access, eight accesses a request: 700 instructions of
    /// a `route`, callgrind); no access spans a call into the work or its cancellation, which
    /// run only once the queue's state is written.
    @exclusivity(unchecked) private var items: [Item?] = []
    /// The identifier of the item at position 0 of ``items``.
    @exclusivity(unchecked) private var firstID = 1
    /// The position in ``items`` of the oldest item that may still wait.
    @exclusivity(unchecked) private var head = 0
    @exclusivity(unchecked) private var waiting = 0
    /// Unchecked, as the four above: written from the closure that ends an item, where the
    /// compiler checks each access at run time (two a request).
    @exclusivity(unchecked) private var isDraining = false
    /// Whether an item is running. Unchecked, as ``isDraining``.
    @exclusivity(unchecked) package private(set) var isRunning = false

    package init() {}

    /// The number of items waiting to start.
    package var pendingCount: Int { waiting }

    /// Adds an item.
    ///
    /// - Parameters:
    ///   - work: The item; it must call `done` once when it has finished.
    ///   - cancel: Called instead of `work` when the item is cancelled before it starts.
    /// - Returns: The item's identifier, for ``cancel(_:)``.
    @discardableResult
    package func enqueue(_ work: @escaping Work, cancel: @escaping () -> Void = {}) -> Int {
        let id = firstID + items.count
        items.append(Item(work: work, cancel: cancel))
        waiting += 1
        drain()
        return id
    }

    /// Cancels an item that has not started.
    ///
    /// - Returns: `true` when the item was waiting and is now cancelled.
    package func cancel(_ id: Int) -> Bool {
        let position = id - firstID
        guard position >= head, position < items.count, let item = items[position].take() else { return false }
        waiting -= 1
        item.cancel()
        return true
    }

    /// Cancels every waiting item, oldest first.
    package func cancelPending() {
        let cancelled = items[head...].compactMap { $0 }
        firstID += items.count
        items.removeAll()
        head = 0
        waiting = 0
        for item in cancelled { item.cancel() }
    }

    /// The oldest waiting item, taken out of the queue.
    private func takeNext() -> Item? {
        while head < items.count {
            let item = items[head].take()
            head += 1
            if head >= 64, head * 2 >= items.count {
                items.removeFirst(head)
                firstID += head
                head = 0
            }
            if let item {
                waiting -= 1
                return item
            }
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
