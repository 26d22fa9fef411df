import Portus

extension RoutingTree {
    /// The width class of the element nearest the active leaf that reports one
    /// (``WidthClassReporting``), such as a split container; `nil` when none on the active path
    /// does.
    ///
    /// What a new element will be shown in: a factory can read it when the router asks how to
    /// show a context.
    @MainActor
    public var activeWidthClass: NavigationWidthClass? {
        var node = activeLeaf
        while let current = node {
            if let reporting = current.entry.routable as? any WidthClassReporting { return reporting.widthClass }
            node = current.parent
        }
        return nil
    }
}
