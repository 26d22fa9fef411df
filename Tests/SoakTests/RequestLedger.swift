import Routy
import Shop

/// Every request the soak test made and every completion and event it got, so that a request
/// that ends twice, or never, is caught.
@MainActor
final class RequestLedger {
    /// One request made through a completion.
    final class Entry {
        let label: String
        let stepCount: Int
        var results: [NavigationResult<ShopScreen>] = []
        /// Whether the ticket's `cancel()` returned `true`.
        var wasCancelled = false

        init(label: String, stepCount: Int) {
            self.label = label
            self.stepCount = stepCount
        }
    }

    /// The requests of the current step.
    private(set) var current: [Entry] = []
    /// What went wrong since the last look, in words.
    private(set) var problems: [String] = []
    /// The requests that started and have not ended, by id.
    private var started: Set<Int> = []
    /// The changes reported as the user's during the gesture under way; `nil` when none is.
    private var userChanges: Int?

    /// A gesture of the user starts: the changes reported as the user's are counted, not faults.
    func beginGesture() {
        userChanges = 0
    }

    /// The gesture ended.
    ///
    /// - Returns: How many changes the router reported as the user's during it.
    func endGesture() -> Int {
        defer { userChanges = nil }
        return userChanges ?? 0
    }

    /// Starts a new step; the requests of the previous one are forgotten (a late completion
    /// still reaches its entry and is caught there).
    func beginStep() {
        current.removeAll()
        problems.removeAll()
    }

    /// A completion for a new request, which records every call it gets.
    func completion(for label: String, stepCount: Int) -> (Entry, (NavigationResult<ShopScreen>) -> Void) {
        let entry = Entry(label: label, stepCount: stepCount)
        current.append(entry)
        return (
            entry,
            { [weak self, entry] result in
                entry.results.append(result)
                if entry.results.count > 1 {
                    self?.problems.append("\(entry.label) completed \(entry.results.count) times")
                }
            }
        )
    }

    /// Whether every request of the step has completed at least once.
    var isSettled: Bool {
        current.allSatisfy { !$0.results.isEmpty }
    }

    /// Records a router event and checks that each request starts once, executes only while it
    /// runs, and ends once.
    func record(_ event: NavigationEvent<ShopScreen>) {
        switch event {
        case .requestStarted(let id, let request):
            if !started.insert(id).inserted { problems.append("request \(id) (\(request)) started twice") }
        case .instructionExecuted(let id, let instruction):
            if !started.contains(id) { problems.append("request \(id) executed \(instruction) while not running") }
        case .requestEnded(let id, _):
            if started.remove(id) == nil { problems.append("request \(id) ended twice, or without starting") }
        case .userNavigated:
            // Outside a gesture every change the soak makes goes through the router.
            if let count = userChanges {
                userChanges = count + 1
            } else {
                problems.append("a change outside the router's requests and the user's gestures was reported: \(event)")
            }
        case .pendingRequestDropped:
            // A gesture took the login away: the router drops what the wall kept pending.
            break
        case .leaveGuardBypassed:
            // The soak's gestures take away only what lets itself be left.
            problems.append("a guard was reported bypassed: \(event)")
        }
    }

    /// The requests that started and have not ended.
    var running: [Int] {
        started.sorted()
    }

    /// Notes a problem found outside the ledger.
    func note(_ problem: String) {
        problems.append(problem)
    }
}
