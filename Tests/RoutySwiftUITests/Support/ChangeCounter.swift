import Observation
import Routy
import RoutySwiftUI

/// Counts the changes of what `read` reads, with `withObservationTracking`, as SwiftUI would see
/// them: every change, not only the first (tracking is one-shot, so each change re-arms it).
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
final class ChangeCounter {
    /// The changes counted since the last ``reset()``.
    private(set) var count = 0
    private var generation = 0
    private let read: @MainActor () -> Void

    init(_ read: @escaping @MainActor () -> Void) {
        self.read = read
        arm()
    }

    /// Forgets the count and tracks what `read` reads now.
    func reset() {
        count = 0
        arm()
    }

    private func arm() {
        generation += 1
        let armed = generation
        withObservationTracking {
            read()
        } onChange: { [self] in
            // Observation calls this on the thread that changes the property: the main actor.
            MainActor.assumeIsolated { changed(armed) }
        }
    }

    private func changed(_ armed: Int) {
        // A tracking armed before the last reset is stale: its change was counted, or forgotten.
        guard armed == generation else { return }
        count += 1
        arm()
    }
}

/// Counters on every bound property of every model of the shop, by name: `catalog.path`,
/// `app.selection`, `app.modal.presented`, `product(1).refusesLeave`.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
final class ObservedModels {
    private var counters: [String: ChangeCounter] = [:]

    /// Tracks the models reachable from `shop`'s root now: each element's context and leave guard,
    /// each stack's path, each tab container's selection, each modal's presented context and
    /// dismiss guard.
    init(_ shop: SwiftUIShop) {
        visit(shop.tabs)
    }

    private func visit(_ element: any SwiftUIElement<Screen>) {
        let name = element.context.description
        track("\(name).context") { _ = element.context }
        track("\(name).modal.presented") { _ = element.modal.presented }
        track("\(name).modal.isDismissDisabled") { _ = element.modal.isDismissDisabled }
        switch element {
        case let stack as SwiftUIStack<Screen>:
            track("\(name).path") { _ = stack.path }
            track("\(name).refusesLeave") { _ = stack.refusesLeave }
            for screen in stack.screens { visit(screen) }
        case let tabs as SwiftUITabs<Screen>:
            track("\(name).selection") { _ = tabs.selection }
            track("\(name).refusesLeave") { _ = tabs.refusesLeave }
            for tab in tabs.tabs { visit(tab) }
        case let screen as SwiftUIScreen<Screen>:
            track("\(name).refusesLeave") { _ = screen.refusesLeave }
        default:
            break
        }
        if let presented = element.modal.element { visit(presented) }
    }

    private func track(_ name: String, _ read: @escaping @MainActor () -> Void) {
        counters[name] = ChangeCounter(read)
    }

    /// The counters that counted a change, with their counts.
    var changes: [String: Int] {
        counters.filter { $0.value.count > 0 }.mapValues(\.count)
    }

    /// Forgets the counts.
    func reset() {
        for counter in counters.values { counter.reset() }
    }
}
