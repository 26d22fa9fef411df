import Portus

extension NavigationRouter {
    /// The width class of where an element shown on `node` — presented by it, or pushed on the
    /// stack it is in — appears: the nearest element from `node` to the root that reports its own
    /// (``WidthClassReporting``), else ``windowWidthClass``.
    func widthClass(at node: RoutingTree.Node?) -> NavigationWidthClass {
        tree.widthClass(from: node) ?? windowWidthClass
    }

    /// The width class of where an element shown on the element at the end of `path` appears:
    /// the nearest element of `path`, from its end, that is shown and reports its own, else
    /// ``windowWidthClass``. What a restore decides in.
    func widthClass(along path: [Context]) -> NavigationWidthClass {
        for context in path.reversed() {
            if let node = tree.node(for: RoutingEntry(context: context)),
                let reporting = node.entry.routable as? any WidthClassReporting
            {
                return reporting.widthClass
            }
        }
        return windowWidthClass
    }

    /// `presentation`, decided for the width class of where it is shown: `presenter` when the
    /// request reuses elements (the selected tab of the last one), else the active leaf, where the
    /// new elements start. Asked only for an adaptive presentation; `width` keeps the width class
    /// found for the next new element of the step.
    @inline(never)
    func resolve(
        _ presentation: NavigationPresentation,
        presenter: RoutingTree.Node?,
        width: inout NavigationWidthClass?
    ) -> NavigationPresentation {
        let widthClass = width ?? widthClass(at: presenter ?? tree.activeLeaf)
        width = widthClass
        return presentation.resolved(in: widthClass)
    }
}
