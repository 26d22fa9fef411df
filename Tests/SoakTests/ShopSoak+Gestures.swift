import Portus
import Routy
import RoutyHeadless
import SeededRandom
import Shop

extension ShopSoak {
    /// One gesture of the user on the headless screen, made as the platform reports it — the
    /// element or container changes what it shows and tells the tree, outside the router: a swipe
    /// back or a pull-down (the front element taken away), a tab tapped, the selected tab tapped
    /// again, the split collapsed or expanded. The router must report each change of the tree it
    /// made exactly once as `userNavigated`; the step's invariants then check the tree against the
    /// screen.
    func userGesture() -> String {
        let changesBefore = treeChangeCount
        ledger.beginGesture()
        let name = performGesture()
        let reported = ledger.endGesture()
        let changes = treeChangeCount - changesBefore
        if reported != changes {
            ledger.note("the gesture \"\(name)\" made \(changes) tree change(s) but the router reported \(reported)")
        }
        gestureCount += 1
        return "user: " + name
    }

    private func performGesture() -> String {
        guard let tabs = app.window.root as? HeadlessTabs<ShopScreen> else { return "nothing (no tab bar)" }
        switch Int.random(in: 0..<8, using: &generator) {
        case 0, 1, 2:
            guard let front = app.tree.activeLeaf?.entry.routable as? HeadlessElement<ShopScreen>,
                front.canLeaveNode(with: front.entry)
            else { return "swipe back (nothing to take away)" }
            var left: Bool?
            front.leaveNode(with: front.entry, animated: true) { left = $0 }
            return "takes \(front.context) away (\(left.map { $0 ? "gone" : "refused" } ?? "no completion"))"
        case 3, 4:
            let tab = generator.pick(tabs.tabs)
            guard !isCoveredByModal else { return "tab tap on \(tab.context) (a modal covers the tab bar)" }
            var switched: Bool?
            tabs.switchToNode(with: tab.entry, animated: true) { switched = $0 }
            return "taps tab \(tab.context) (\(switched.map { $0 ? "selected" : "refused" } ?? "no completion"))"
        case 5:
            return "taps the selected tab again (\(tabs.reselect() ? "popped" : "nothing to pop"))"
        case 6:
            guard let split = app.catalogSplit else { return "collapse (no split)" }
            let column = generator.pick([SplitColumn.primary, .supplementary, .secondary])
            split.collapse(topColumn: column)
            return "collapses the split to \(column): \(split.columnsDescription)"
        default:
            guard let split = app.catalogSplit else { return "expand (no split)" }
            split.expand()
            return "expands the split: \(split.columnsDescription)"
        }
    }

    /// Whether a modal is on the active path: it covers the tab bar, which takes no tap.
    private var isCoveredByModal: Bool {
        var node = app.tree.root
        while let current = node {
            if current.isModal { return true }
            node = current.activeChild
        }
        return false
    }
}
