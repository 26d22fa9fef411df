import Observation
import Portus
import Routy
import RoutySwiftUI
import SeededRandom

/// How often SwiftUI would hear of the models' changes: a SwiftUI app of a tab container with
/// three stacks and a sheet, driven by seeded requests — a tab, zero to three pushed screens,
/// a sheet over them one time in four — while every bound property (the selection, each stack's path,
/// the sheet's item) is tracked with `withObservationTracking`, re-armed after each change as a
/// view re-reads it.
///
/// `observe` connects the router with `showAsRoot(of:)`: each request tells each model it changed
/// once. `observe-tree` shows the root with `showAsRoot(in:)` alone: each instruction tells its
/// model at once. The figures are the observation fires per request and, for comparison, the
/// bound properties a request changes (the fewest fires that redraw what changed).
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
final class ObservationBenchmark {
    private let router: NavigationRouter<BenchScreen>
    private let tabs: SwiftUITabs<BenchScreen>
    private let stacks: [SwiftUIStack<BenchScreen>]
    private let destinations: [[BenchContext]]
    private var cursor = 0
    /// The observation fires counted so far.
    private(set) var fires = 0
    /// The bound properties the requests changed so far, each counted once per request.
    private(set) var changedProperties = 0
    /// The requests run so far.
    private(set) var requests = 0
    /// The requests that failed; none should.
    private(set) var failures = 0
    /// Why the last request that failed failed.
    private(set) var lastFailure = ""

    /// - Parameters:
    ///   - connected: Whether the root is shown with `showAsRoot(of:)` (a request tells each model
    ///     once) rather than `showAsRoot(in:)` (each instruction tells its model).
    ///   - seed: The seed of the requests.
    init(connected: Bool, seed: UInt64) throws(BenchmarkError) {
        stacks = (0..<3).map { SwiftUIStack(BenchContext(.section, payload: $0)) }
        tabs = SwiftUITabs(BenchContext(.app), tabs: stacks)
        var factory = NavigationElementRegistry<BenchScreen>()
        factory.register(.screen) { SwiftUIScreen($0) }
        factory.register(.detail, presentation: .modal) { SwiftUIScreen($0) }
        let tree = RoutingTree()
        router = NavigationRouter(tree: tree, factory: factory)
        router.animation = .none
        do {
            if connected { try tabs.showAsRoot(of: router) } else { try tabs.showAsRoot(in: tree) }
        } catch {
            throw BenchmarkError("observe: the tabs cannot be the root: \(error)")
        }
        var generator = SeededGenerator(seed: seed)
        // Each sheet has a context of its own, and each tab's screens theirs: a request presents
        // a new sheet and pushes on its own tab, as an app's do.
        destinations = (0..<1024).map { index in
            let section = Int.random(in: 0..<3, using: &generator)
            let screens = (0..<Int.random(in: 0...3, using: &generator)).map { _ in
                BenchContext(.screen, payload: section * 10 + Int.random(in: 0..<4, using: &generator))
            }
            // Every other request may end on a sheet, half the time; the others take it away.
            let sheet = index % 2 == 1 && generator.chance(50) ? [BenchContext(.detail, payload: index)] : []
            return [BenchContext(.section, payload: section)] + screens + sheet
        }
        track { [tabs] in _ = tabs.selection }
        track { [tabs] in _ = tabs.modal.presented }
        for stack in stacks { track { _ = stack.path } }
    }

    /// Counts every change of what `read` reads, re-arming after each as a view re-reads.
    private func track(_ read: @escaping @MainActor () -> Void) {
        withObservationTracking(read) { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                self.fires += 1
                self.track(read)
            }
        }
    }

    /// What the bound properties show now, one value each, to tell which a request changed: the
    /// elements shown, not only their contexts (a sheet taken away and another of the same context
    /// presented is a change SwiftUI draws).
    private var bound: [[ObjectIdentifier]] {
        [
            tabs.selectedTab.map { [ObjectIdentifier($0)] } ?? [],
            tabs.modal.element.map { [ObjectIdentifier($0)] } ?? [],
        ]
            + stacks.map { $0.screens.map(ObjectIdentifier.init) }
    }

    /// Runs one request to the next destination; the SwiftUI models complete at once, so the
    /// request has ended when this returns.
    func navigate() {
        let before = bound
        var ended = 0
        let from = router.tree.activePath.map(\.description).joined(separator: " > ")
        let destination = destinations[cursor]
        router.enqueue(.navigate(to: destination)) { [self] result in
            ended += 1
            if case .failure(let failure) = result {
                failures += 1
                lastFailure = "\(failure.cause) from \(from) to \(destination)"
            }
        }
        cursor = cursor + 1 == destinations.count ? 0 : cursor + 1
        if ended != 1 { failures += 1 }
        requests += 1
        changedProperties += zip(before, bound).filter { $0 != $1 }.count
    }

    /// Times `iterations` requests.
    func run(iterations: Int) -> Duration {
        let clock = ContinuousClock()
        let start = clock.now
        for _ in 0..<iterations { navigate() }
        return clock.now - start
    }

    /// The observation fires per request so far.
    var firesPerRequest: Double { requests == 0 ? 0 : Double(fires) / Double(requests) }

    /// The bound properties a request changed, on average so far.
    var changedPerRequest: Double { requests == 0 ? 0 : Double(changedProperties) / Double(requests) }
}
