import Portus
import Routy
import RoutyHeadless

/// The `cancel`, `steps` and `pop` benchmarks: work that grows with one request or one queue, in
/// a small headless app (a root tab container with one stack), timed per item so that linear
/// growth reads as a flat time per item from 1 000 to 100 000.
///
/// - `cancel`: `size` requests queued behind a running one, then every ticket cancelled, newest
///   first; one operation is one cancellation.
/// - `steps`: one request of `size` steps, each showing the detail screen with a new payload
///   (the first pushes it, the others update it in place); one operation is one step.
/// - `pop`: one request that goes back from the top of a stack of `size` pushed screens to the
///   stack's root; one operation is one screen left.
@MainActor
final class ScaleBenchmark {
    /// The cases this type runs.
    static let cases = ["cancel", "steps", "pop"]

    let size: Int
    private let tree = RoutingTree()
    private let window: HeadlessWindow<BenchScreen>
    private let router: NavigationRouter<BenchScreen>
    private let stackContext = BenchContext(.section, payload: 0)
    /// The requests that failed, or the cancellations that did not end as cancelled; none should.
    private(set) var failures = 0

    init(size: Int) throws(BenchmarkError) {
        self.size = size
        window = HeadlessWindow(tree: tree)
        var factory = NavigationElementRegistry<BenchScreen>()
        factory.register(.screen) { HeadlessScreen($0) }
        factory.register(.detail) { HeadlessScreen($0, isUpdatable: true) }
        router = NavigationRouter(tree: tree, factory: factory)
        router.animation = .none
        router.maximumContextsPerRequest = .max
        do {
            try window.show(HeadlessTabs(BenchContext(.app), tabs: [HeadlessStack(stackContext)]))
        } catch {
            throw BenchmarkError("scale: the window cannot show the app: \(error)")
        }
    }

    /// Runs `iterations` rounds of the case named `name`, timing only its own work.
    func run(_ name: String, iterations: Int) -> Duration {
        var elapsed = Duration.zero
        for _ in 0..<iterations {
            switch name {
            case "cancel": elapsed += cancelQueued()
            case "steps": elapsed += runSteps()
            default: elapsed += popStack()
            }
        }
        return elapsed
    }

    /// Queues `size` requests behind a running one and cancels them, newest first.
    private func cancelQueued() -> Duration {
        let clock = ContinuousClock()
        var elapsed = Duration.zero
        var cancelled = 0
        // The first request is still running in its completion: the others wait behind it.
        router.enqueue(.navigate(to: stackContext)) { [self] _ in
            var tickets: [NavigationTicket] = []
            tickets.reserveCapacity(size)
            for index in 0..<size {
                tickets.append(
                    router.enqueue(.navigate(to: BenchContext(.screen, payload: index))) { result in
                        if case .failure(let failure) = result, failure.cause == .cancelled { cancelled += 1 }
                    })
            }
            let start = clock.now
            for ticket in tickets.reversed() { _ = ticket.cancel() }
            elapsed = clock.now - start
        }
        failures += size - cancelled
        return elapsed
    }

    /// Runs one request of `size` steps that each show the detail screen with a new payload.
    private func runSteps() -> Duration {
        let steps = (0..<size).map { NavigationStep<BenchScreen>.navigate(to: BenchContext(.detail, payload: $0)) }
        let request = NavigationRequest([.navigate(to: stackContext)] + steps)
        let clock = ContinuousClock()
        let start = clock.now
        var succeeded = false
        router.enqueue(request) { succeeded = (try? $0.get()) != nil }
        let elapsed = clock.now - start
        if !succeeded { failures += 1 }
        return elapsed
    }

    /// Pushes `size` screens (not timed), then times one request that leaves them all.
    private func popStack() -> Duration {
        let contexts = [stackContext] + (0..<size).map { BenchContext(.screen, payload: $0) }
        var pushed = false
        router.enqueue(.navigate(to: contexts)) { pushed = (try? $0.get()) != nil }
        let clock = ContinuousClock()
        let start = clock.now
        var left = 0
        router.enqueue(.goBack(to: stackContext)) { left = (try? $0.get())?.left.count ?? 0 }
        let elapsed = clock.now - start
        if !pushed || left != size { failures += 1 }
        return elapsed
    }
}
