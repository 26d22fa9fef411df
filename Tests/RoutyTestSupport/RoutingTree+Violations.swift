import Portus

extension RoutingTree {
    /// What breaks the invariants every test app keeps; empty when they hold.
    ///
    /// - What the UI shows is what the tree's active path says (both printed as
    ///   `app > catalog > product(42)`).
    /// - The tree's own structure holds (``RoutingTree/consistencyViolations``).
    package func violations(shown: String, path: String) -> [String] {
        var found: [String] = []
        if shown != path { found.append("shown [\(shown)] but the tree says [\(path)]") }
        found += consistencyViolations
        return found
    }
}
