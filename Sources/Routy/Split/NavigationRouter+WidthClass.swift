import Portus

extension NavigationRouter {
    /// The width class of where an element shown on `node` — presented by it, or pushed on the
    /// stack it is in — appears: the nearest element from `node` to the root that reports its own
    /// (``WidthClassReporting``), else ``windowWidthClass``.
    func widthClass(at node: RoutingTree.Node?) -> NavigationWidthClass {
        tree.widthClass(from: node) ?? windowWidthClass
    }

    /// The width class of what is shown on the element of `context`: its own when the app shows
    /// it and it reports one (``WidthClassReporting``), else `outer`, the width class it is shown
    /// in. A restore asks it for each element from the root on: one look-up per element.
    func widthClass(below context: Context, outer: NavigationWidthClass) -> NavigationWidthClass {
        guard let node = tree.node(for: RoutingEntry(context: context)),
            let reporting = node.entry.routable as? any WidthClassReporting
        else { return outer }
        return reporting.widthClass
    }

    /// `presentation`, decided for the width class of where it is shown: `presenter` when the
    /// request reuses elements (the selected tab of the last one), else the active leaf, where the
    /// new elements start. Asked only for an adaptive presentation; `width` keeps the width class
    /// found for the next new element of the step.
    @inline(never)
    func adapt(
        _ presentation: NavigationPresentation,
        presenter: RoutingTree.Node?,
        width: inout NavigationWidthClass?
    ) -> NavigationPresentation {
        let widthClass = width ?? widthClass(at: presenter ?? tree.activeLeaf)
        width = widthClass
        return presentation.adapted(to: widthClass)
    }
}
