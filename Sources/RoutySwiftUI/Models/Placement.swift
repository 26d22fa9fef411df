import Portus

/// Where an element is shown: its slot, its holder, its tree, and the modal it presents through.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
final class Placement<ContextType: Hashable & Sendable> {
    /// Where an element is shown.
    enum Slot {
        case none, root, tab, pushed, modal
    }

    private(set) var slot = Slot.none
    /// The stack, tab container or modal that shows the element.
    private(set) weak var holder: AnyObject?
    /// The tree the element tells; held as the headless elements hold it.
    private(set) var tree: RoutingTree?
    /// The modal the element presents through: its own when it is the root or a modal, its
    /// container's otherwise.
    private(set) weak var level: RoutyModal<ContextType>?

    func set(_ slot: Slot, holder: AnyObject?, tree: RoutingTree?, level: RoutyModal<ContextType>?) {
        self.slot = slot
        self.holder = holder
        self.tree = tree
        self.level = level
    }

    func reset() {
        set(.none, holder: nil, tree: nil, level: nil)
    }
}
