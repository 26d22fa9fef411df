import RoutyHeadless

/// `restore`: `NavigationRouter.restoration(for:)` — what `restore(_:)` works out before it runs
/// anything: the snapshot checked, trimmed to what can be restored, and its steps — for a snapshot
/// of a tab bar of `size` tabs, over an app that shows the same tabs at their roots. Every 100th
/// tab is a group of five, every seventh is hidden, and three tabs (one in a group) have a screen
/// pushed. One operation is one restoration; nothing runs.
@MainActor
struct RestoreBenchmark {
    let size: Int
    private let window: HeadlessWindow<BenchScreen>
    private let router: NavigationRouter<BenchScreen>
    private let snapshot: NavigationSnapshot<BenchScreen>

    /// Builds the app and works out the restoration once, so that one that skips anything or
    /// does not end on the snapshot's active path stops the run before it is timed. (Its request
    /// has a step for each tab with a stack; a tab that is only hidden needs none.)
    ///
    /// - Throws: ``BenchmarkError`` when the restoration cannot be worked out or is not the one
    ///   expected.
    init(size: Int) throws(BenchmarkError) {
        self.size = size
        typealias Element = NavigationSnapshot<BenchScreen>.Element
        let tree = RoutingTree()
        window = HeadlessWindow(tree: tree)
        var tabs: [any NavigationElement<BenchScreen>] = []
        var saved: [Element] = []
        let pushed = [3, size / 2 + 1, size - 2]
        for index in 0..<size {
            let hidden = index % 7 == 3
            if index % 100 == 50 {
                let inner = (0..<5).map { BenchContext(.section, payload: size + index * 10 + $0) }
                tabs.append(HeadlessTabs(BenchContext(.tabs, payload: index), tabs: inner.map { HeadlessStack($0) }))
                let innerTabs = inner.enumerated().map { position, context in
                    Element(
                        context, presentation: .tab,
                        stack: index == 50 && position == 2
                            ? [Element(BenchContext(.screen, payload: 7), presentation: .push)] : [])
                }
                saved.append(
                    Element(
                        BenchContext(.tabs, payload: index), presentation: .tab, tabs: innerTabs,
                        selectedTab: index == 50 ? 2 : 0, isHidden: hidden))
            } else {
                let context = BenchContext(.section, payload: index)
                tabs.append(HeadlessStack(context))
                let stack =
                    pushed.contains(index) ? [Element(BenchContext(.screen, payload: index), presentation: .push)] : []
                saved.append(Element(context, presentation: .tab, stack: stack, isHidden: hidden))
            }
        }
        do {
            try window.show(HeadlessTabs(BenchContext(.app), tabs: tabs))
        } catch {
            throw BenchmarkError("restore: the app cannot be shown: \(error)")
        }
        var factory = NavigationElementRegistry<BenchScreen>()
        factory.register(.screen) { HeadlessScreen($0) }
        router = NavigationRouter(tree: tree, factory: factory)
        router.maximumContextsPerRequest = 10 * size
        // The group at 50 selected, with its third tab's stack: the last step.
        snapshot = NavigationSnapshot(
            root: Element(BenchContext(.app), presentation: .root, tabs: saved, selectedTab: 50))
        let restoration: NavigationRestoration<BenchScreen>
        do {
            restoration = try router.restoration(for: snapshot)
        } catch {
            throw BenchmarkError("restore: \(error)")
        }
        guard restoration.skipped.isEmpty, restoration.target.activePath.last == BenchContext(.screen, payload: 7)
        else {
            throw BenchmarkError("restore: an unexpected restoration: \(restoration.request)")
        }
    }

    /// Times `iterations` restorations.
    ///
    /// - Returns: The time they took, and how many failed (none should).
    func run(iterations: Int) -> (elapsed: Duration, failures: Int) {
        let clock = ContinuousClock()
        var failures = 0
        let start = clock.now
        for _ in 0..<iterations where !restore() {
            failures += 1
        }
        return (clock.now - start, failures)
    }

    /// One restoration, worked out and dropped.
    private func restore() -> Bool {
        (try? router.restoration(for: snapshot)) != nil
    }
}
