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
        widthClass(from: activeLeaf)
    }

    /// The width class of the element nearest `node`, from `node` to the root, that reports one;
    /// `nil` when none does.
    @MainActor
    func widthClass(from node: Node?) -> NavigationWidthClass? {
        var node = node
        while let current = node {
            if let reporting = current.entry.routable as? any WidthClassReporting { return reporting.widthClass }
            node = current.parent
        }
        return nil
    }
}
