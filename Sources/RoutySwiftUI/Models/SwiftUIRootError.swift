import Portus
import Routy

/// Why an element could not be shown as the root of a routing tree.
public enum SwiftUIRootError<ContextType: Hashable & Sendable>: Error, Equatable, Sendable {
    /// The tree already has a root, `root`; an app shows one root element, once, at launch.
    case treeNotEmpty(root: RoutingEntry)
    /// The tree rejected the element, for the reason the `NavigationError` gives — a container
    /// whose selected tab is not among its tabs, `NavigationError.invalidTabs`.
    case rejected(NavigationError<ContextType>)
}

extension SwiftUIRootError: CustomStringConvertible {
    /// A sentence that says what happened and what to do.
    public var description: String {
        switch self {
        case .treeNotEmpty(let root):
            "The tree already has the root \(root); show the root element on an empty tree, once, "
                + "and navigate with the router from then on."
        case .rejected(let error):
            "The tree rejected the root element: \(error)"
        }
    }
}
