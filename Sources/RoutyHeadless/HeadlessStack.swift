import Portus
import Routy

/// A navigation stack: its own context is the root screen, and it pushes screens on top.
///
/// Each pushed screen is the child of the one below it in the tree, so popping a screen leaves
/// it with everything above it.
public final class HeadlessStack<ContextType: Hashable & Sendable>: HeadlessElement<ContextType> {
    /// The screens pushed on the root screen, bottom first.
    public private(set) var pushed: [HeadlessElement<ContextType>] = []

    public override var shownChain: [NavigationContext<ContextType>] {
        guard let top = pushed.last else { return super.shownChain }
        return [context] + pushed.dropLast().map(\.context) + top.shownChain
    }

    public override func canPresent(_ presentation: NavigationPresentation) -> Bool {
        presentation == .push || super.canPresent(presentation)
    }

    /// Pushes `element` and tells the tree; `false` when the tree rejects it.
    func push(_ element: HeadlessElement<ContextType>) -> Bool {
        element.place(in: .pushed, holder: self, tree: tree)
        guard let tree, (try? tree.didEnterNode(withEntry: element.entry)) != nil else {
            element.place(in: .none, holder: nil, tree: nil)
            return false
        }
        pushed.append(element)
        return true
    }

    /// Pops `element` and every screen above it.
    func removePushed(from element: HeadlessElement<ContextType>) {
        guard let index = pushed.firstIndex(where: { $0 === element }) else { return }
        for popped in pushed[index...] { popped.place(in: .none, holder: nil, tree: nil) }
        pushed.removeSubrange(index...)
    }
}
