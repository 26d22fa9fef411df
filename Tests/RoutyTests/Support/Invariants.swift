import Portus
import Routy
import RoutyHeadless
import RoutyTestSupport

extension TestShop {
    /// What breaks the invariants (RoutyHeadless article "Testing with the headless kit", Invariants) now; empty when they hold.
    ///
    /// - The headless UI shows what the tree's active path says.
    /// - The tree's own structure holds (`RoutingTree.consistencyViolations`).
    var violations: [String] {
        tree.violations(shown: shown, path: path)
    }
}
