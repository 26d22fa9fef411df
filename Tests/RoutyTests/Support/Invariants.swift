import Portus
import Routy
import RoutyHeadless

extension TestShop {
    /// What breaks the invariants (RoutyHeadless article "Testing with the headless kit", Invariants) now; empty when they hold.
    ///
    /// - The headless UI shows what the tree's active path says.
    /// - The tree's own structure holds (`RoutingTree.consistencyViolations`).
    var violations: [String] {
        var found: [String] = []
        if window.shownPath != window.treePath {
            found.append("shown [\(shown)] but the tree says [\(path)]")
        }
        found += tree.consistencyViolations
        return found
    }
}
