import Portus

/// A value-type picture of a routing tree, independent of the package's own storage: each node
/// with its managed children, which of them is active, and the child it entered, if any.
struct TreeModel: Hashable, Sendable {
    var identifier: RoutingIdentifier
    var managed: [TreeModel] = []
    var activeManaged = 0
    /// Zero or one entered child (an array, so that the type can hold itself).
    var entered: [TreeModel] = []

    /// One position on the active path.
    struct Position: Equatable {
        var identifier: RoutingIdentifier
        /// Whether the node is a managed child of the one before it.
        var isManaged: Bool
        /// The indices that lead to it from the root: `nil` for an entered child, else the
        /// managed index.
        var route: [Int?]
        var hasEnteredChild: Bool
        var managedCount: Int
    }

    /// The nodes from the root to the active leaf.
    var activePath: [Position] {
        var positions: [Position] = []
        var node = self
        var route: [Int?] = []
        var isManaged = false
        while true {
            positions.append(
                Position(
                    identifier: node.identifier, isManaged: isManaged, route: route,
                    hasEnteredChild: !node.entered.isEmpty, managedCount: node.managed.count))
            if let child = node.entered.first {
                route.append(nil)
                isManaged = false
                node = child
            } else if node.managed.indices.contains(node.activeManaged) {
                route.append(node.activeManaged)
                isManaged = true
                node = node.managed[node.activeManaged]
            } else {
                return positions
            }
        }
    }

    var activeIdentifiers: [RoutingIdentifier] { activePath.map(\.identifier) }

    /// Whether the node or one below it is `identifier`.
    func contains(_ identifier: RoutingIdentifier) -> Bool {
        self.identifier == identifier || (managed + entered).contains { $0.contains(identifier) }
    }

    /// Changes the node at `route` (as ``Position/route`` gives it).
    mutating func update(at route: ArraySlice<Int?>, _ body: (inout TreeModel) -> Void) {
        guard let step = route.first else { return body(&self) }
        if let index = step {
            managed[index].update(at: route.dropFirst(), body)
        } else {
            entered[0].update(at: route.dropFirst(), body)
        }
    }
}

extension TreeModel {
    /// A node as it is when it starts: a container with its managed children fresh and its
    /// initial active child, a screen with nothing entered.
    init(fresh identifier: RoutingIdentifier, spec: TreeSpec) {
        self.identifier = identifier
        guard let node = spec[identifier] else { return }
        managed = node.managed.map { TreeModel(fresh: $0, spec: spec) }
        activeManaged = node.initialActive.flatMap { node.managed.firstIndex(of: $0) } ?? 0
    }

    /// The tree as the routing tree reports it, read through its public API.
    @MainActor
    init(_ node: RoutingTree.Node) {
        identifier = node.entry.identifier
        let children = node.children
        managed = children.filter(\.isManagedByParent).map(TreeModel.init)
        entered = children.filter { !$0.isManagedByParent }.map(TreeModel.init)
        let active = node.activeChild?.entry.identifier
        activeManaged = managed.firstIndex { $0.identifier == active } ?? 0
    }

    /// The tree as the app's nodes show it: what they keep alive and which child is active; a
    /// managed child not started yet is as its spec starts it.
    @MainActor
    init(_ node: TestNode, spec: TreeSpec) {
        identifier = node.identifier
        entered = node.entered.map { [TreeModel($0, spec: spec)] } ?? []
        guard let container = node as? SwitchNode else { return }
        managed = container.spec.managed.map { id in
            container.children[id].map { TreeModel($0, spec: spec) } ?? TreeModel(fresh: id, spec: spec)
        }
        activeManaged = container.spec.managed.firstIndex(of: container.active) ?? 0
    }
}

extension TreeModel: CustomStringConvertible {
    /// `a[b, *c{d}]`: managed children in brackets, the active one starred, the entered child in
    /// braces.
    var description: String {
        var text = identifier.rawValue
        if !managed.isEmpty {
            let items = managed.enumerated().map { ($0.offset == activeManaged ? "*" : "") + $0.element.description }
            text += "[" + items.joined(separator: ", ") + "]"
        }
        if let child = entered.first { text += "{" + child.description + "}" }
        return text
    }
}
