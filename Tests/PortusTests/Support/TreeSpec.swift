import Portus

/// What one node of a test app is and may do: a screen that enters children, or a container
/// that manages children.
struct NodeSpec: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        case screen
        case container
    }

    var kind: Kind
    /// Containers: the managed children, in display order.
    var managed: [RoutingIdentifier] = []
    /// Containers: the managed child that is active when the container starts.
    var initialActive: RoutingIdentifier?
    /// Screens: the children they agree to enter; anything else they refuse.
    var enters: [RoutingIdentifier] = []
    /// Whether the node adopts `Leavable` (screens always do).
    var isLeavable = true
    /// What `canLeaveNode` answers when the node starts.
    var canLeave = true

    static func screen(enters: [RoutingIdentifier] = [], canLeave: Bool = true) -> NodeSpec {
        NodeSpec(kind: .screen, enters: enters, canLeave: canLeave)
    }

    static func container(
        _ managed: [RoutingIdentifier],
        active: RoutingIdentifier? = nil,
        isLeavable: Bool = false
    ) -> NodeSpec {
        NodeSpec(kind: .container, managed: managed, initialActive: active ?? managed.first, isLeavable: isLeavable)
    }
}

/// The universe of a test app: every node it can show, by identifier. Each identifier names one
/// node, so a spec is itself a tree: every node but the root has one parent that manages or
/// enters it.
struct TreeSpec: Sendable {
    var root: RoutingIdentifier
    var nodes: [RoutingIdentifier: NodeSpec]

    subscript(identifier: RoutingIdentifier) -> NodeSpec? { nodes[identifier] }

    /// The entry for `identifier`, without a routable, listing the managed entries its spec
    /// gives (recursively), so that a plan through a node not started yet is exact.
    func entry(_ identifier: RoutingIdentifier) -> RoutingEntry {
        RoutingEntry(identifier: identifier, managedEntries: managedEntries(of: identifier))
    }

    /// The managed entries of a container with `active` as the active one.
    func managedEntries(
        of identifier: RoutingIdentifier,
        active: RoutingIdentifier? = nil
    ) -> RoutingEntry.ManagedEntries? {
        guard let spec = nodes[identifier], spec.kind == .container, let first = spec.managed.first else { return nil }
        let active = active ?? spec.initialActive ?? first
        return RoutingEntry.ManagedEntries(entries: spec.managed.map(entry), activeEntry: entry(active))
    }

    /// A destination: one entry per identifier, as ``entry(_:)`` makes them.
    func path(_ identifiers: [RoutingIdentifier]) -> StaticRoutingDestination {
        identifiers.map(entry)
    }
}

extension TreeSpec {
    /// The tree of the worked examples of the Portus article "The routing algorithm"
    /// (`Sources/Portus/Portus.docc/TheRoutingAlgorithm.md`): root `switchNode1` manages
    /// `switchNode2`, `node1`, `node2`; `switchNode2` manages `node3`, `node4`; `node1` enters
    /// `node5` or `node6`; `node5` enters `node8`…`node10`; `node6` enters `node11`; `node2` enters
    /// `node7` or `switchNode3`, which manages `node12`, `node13` (active `node13`). `switchNode3`,
    /// `node5`, `node6` and the leaves `node7`…`node11` can be left.
    static let workedExample = TreeSpec(
        root: "switchNode1",
        nodes: [
            "switchNode1": .container(["switchNode2", "node1", "node2"]),
            "switchNode2": .container(["node3", "node4"], active: "node3"),
            "switchNode3": .container(["node12", "node13"], active: "node13", isLeavable: true),
            "node1": .screen(enters: ["node5", "node6"]),
            "node2": .screen(enters: ["node7", "switchNode3"]),
            "node3": .screen(),
            "node4": .screen(),
            "node5": .screen(enters: ["node8", "node9", "node10"]),
            "node6": .screen(enters: ["node11"]),
            "node7": .screen(),
            "node8": .screen(),
            "node9": .screen(),
            "node10": .screen(),
            "node11": .screen(),
            "node12": .screen(),
            "node13": .screen(),
        ]
    )
}
