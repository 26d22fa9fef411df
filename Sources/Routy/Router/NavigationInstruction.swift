/// One step of a navigation, with elements named by their contexts.
public enum NavigationInstruction<ContextType: Hashable & Sendable>: Equatable, Sendable {
    /// The element showing this context is taken away, with everything above it.
    case leave(NavigationContext<ContextType>)
    /// A container makes the element showing this context its active child.
    case switchTo(NavigationContext<ContextType>)
    /// An element shows a new payload in place.
    case update(from: NavigationContext<ContextType>, to: NavigationContext<ContextType>)
    /// A new element showing this context is presented.
    case enter(NavigationContext<ContextType>)
}

extension NavigationInstruction: CustomStringConvertible {
    /// `leave(cart)`, `switchTo(home)`, `update(product(42) -> product(43))`, `enter(article(7))`.
    public var description: String {
        switch self {
        case .leave(let context): "leave(\(context))"
        case .switchTo(let context): "switchTo(\(context))"
        case .update(let from, let to): "update(\(from) -> \(to))"
        case .enter(let context): "enter(\(context))"
        }
    }
}
