/// The position of a node in the tree's storage.
package typealias NodeID = Int

/// What planning and routing read of one node, in plain storage: positions of its relatives,
/// its depth, flags, and stamps. It holds no reference, so reading or copying it costs no
/// reference counting; the node's entry, whose routable is weak, is stored apart.
///
/// Positions are `Int32` with ``none`` for "no node", to keep the record small.
struct NodeLinks: Sendable {
    /// The flags of a node. What its routable can do is in its entry
    /// (`RoutingEntry.capabilities`).
    struct Flags: OptionSet, Sendable {
        let rawValue: UInt8

        /// The node is one of the children its parent manages.
        static let isManagedByParent = Flags(rawValue: 1 << 0)
        /// A routable was attached at some point; a node that had one and lost it is stale.
        static let hasBeenAttached = Flags(rawValue: 1 << 1)
        /// The node is shown modally: a switch of a container below it leaves it first.
        static let isModal = Flags(rawValue: 1 << 2)
    }

    /// No node.
    static let none: Int32 = -1

    var parent: Int32 = none
    /// The child the node entered (pushed, presented); when present it is the active child.
    var entered: Int32 = none
    /// The managed child that is active when no entered child is on top.
    var activeManaged: Int32 = none
    /// The first and last of the children the node manages, in display order.
    var firstManaged: Int32 = none
    var lastManaged: Int32 = none
    /// The next child managed by the same parent.
    var nextManaged: Int32 = none
    /// The next node stored with the same key, in the order they were added.
    var nextWithKey: Int32 = none
    /// The hash of the key (identifier and context), computed once when the key is stored.
    var keyHash = 0
    var depth: Int32 = 0
    var flags: Flags = []
    /// Tells a node apart from a later one stored at the same position; 0 for a free position.
    var serial = 0
    /// Changes whenever the node's entry changes (a routable attached, a new context): a router
    /// that finds the revision it planned with knows the node is as it was.
    var revision = 0

    var parentID: NodeID? { parent == Self.none ? nil : Int(parent) }
    var enteredID: NodeID? { entered == Self.none ? nil : Int(entered) }
    var activeManagedID: NodeID? { activeManaged == Self.none ? nil : Int(activeManaged) }
    /// The entered child, else the active managed child.
    var activeChildID: NodeID? {
        entered != Self.none ? Int(entered) : activeManagedID
    }
    var isManagedByParent: Bool { flags.contains(.isManagedByParent) }
    var isModal: Bool { flags.contains(.isModal) }
    var hasBeenAttached: Bool { flags.contains(.hasBeenAttached) }
    var isInUse: Bool { serial != 0 }
}
