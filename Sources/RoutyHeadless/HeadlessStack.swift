import Portus
import Routy

/// A navigation stack: its own context is the root screen, and it pushes screens on top.
///
/// Each pushed screen is the child of the one below it in the tree, so popping a screen leaves
/// it with everything above it.
public class HeadlessStack<ContextType: Hashable & Sendable>: HeadlessElement<ContextType> {
    /// The screens pushed on the root screen, bottom first.
    public private(set) var pushed: [HeadlessElement<ContextType>] = []

    override var pushTarget: HeadlessStack<ContextType>? { self }

    /// Takes away its modal and its pushed screens, without telling the tree.
    override func takeAwayWhatItShows() -> [HeadlessElement<ContextType>] {
        defer { pushed = [] }
        return super.takeAwayWhatItShows() + pushed
    }

    /// Pushes `element` and tells the tree; `false` when the tree rejects it.
    func push(_ element: HeadlessElement<ContextType>) -> Bool {
        guard let tree = placement.tree,
            element.entered(.push, holder: self, under: (pushed.last ?? self).entry, tree: tree)
        else { return false }
        pushed.append(element)
        return true
    }

    /// Pops every pushed screen, as the user does, and tells the tree that `first`, the lowest,
    /// left.
    ///
    /// - Returns: Whether the tree knew it.
    func popToRoot(from first: HeadlessElement<ContextType>) -> Bool {
        guard first.tellTreeItLeft() else { return false }
        removePushed(from: first)
        return true
    }

    /// Pops `element` and every screen above it.
    func removePushed(from element: HeadlessElement<ContextType>) {
        // Searched from the top, where a pop starts: popping the whole stack one screen at a
        // time then costs the number of screens, not its square.
        guard let index = pushed.lastIndex(where: { $0 === element }) else { return }
        for popped in pushed[index...] { popped.detach() }
        // Removed after: a slice of `pushed` kept alive meanwhile would make the removal copy the
        // whole stack, once per screen popped.
        pushed.removeSubrange(index...)
    }
}
