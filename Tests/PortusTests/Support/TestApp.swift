import Portus

/// An in-memory app for tests: a routing tree, the nodes that show a ``TreeSpec``, and a log of
/// what the router asked of them.
///
/// Nodes are made by identifier when a screen enters them or a container starts them, and are
/// kept alive by the node that shows them (the tree holds routables weakly); the app holds the
/// root. Completions are immediate unless ``defersCompletions`` is set; then each node's work
/// waits in a queue until ``runDeferred()``.
@MainActor
final class TestApp {
    /// One request a node received.
    struct Call: Equatable, CustomStringConvertible {
        var instruction: String
        var animated: Bool

        var description: String { "\(instruction)\(animated ? "" : " (not animated)")" }
    }

    let tree: RoutingTree
    let spec: TreeSpec
    private(set) var root: TestNode?
    /// Every request a node received, in order, whether it then succeeded or not.
    private(set) var calls: [Call] = []
    /// When set, nodes keep their work (tree notification and completion) for ``runDeferred()``.
    var defersCompletions = false
    /// Called with every node the app makes, before it starts: set its switches here.
    var prepare: ((TestNode) -> Void)?
    /// Called after a node left and told the tree, before its completion.
    var afterLeave: ((TestNode) -> Void)?
    private var deferred: [() -> Void] = []
    private var live: [RoutingIdentifier: Weak] = [:]

    private struct Weak {
        weak var node: TestNode?
    }

    init(spec: TreeSpec = .workedExample, tree: RoutingTree = RoutingTree()) {
        self.spec = spec
        self.tree = tree
    }

    /// Starts the root node: the tree gets its root and, for a container, its active child.
    @discardableResult
    func start() -> TestNode? {
        root = makeNode(spec.root, host: nil)
        if root?.start() != true { root = nil }
        return root
    }

    /// A new node for `identifier`, or `nil` when the spec has none.
    func makeNode(_ identifier: RoutingIdentifier, host: TestNode?) -> TestNode? {
        guard let nodeSpec = spec[identifier] else { return nil }
        let node: TestNode
        switch (nodeSpec.kind, nodeSpec.isLeavable) {
        case (.screen, _): node = ScreenNode(identifier, spec: nodeSpec, app: self)
        case (.container, false): node = SwitchNode(identifier, spec: nodeSpec, app: self)
        case (.container, true): node = LeavableSwitchNode(identifier, spec: nodeSpec, app: self)
        }
        node.host = host
        live[identifier] = Weak(node: node)
        prepare?(node)
        return node
    }

    /// The live node for `identifier`, if it has been made and is still alive.
    func node(_ identifier: RoutingIdentifier) -> TestNode? { live[identifier]?.node }

    /// The live screen for `identifier`.
    func screen(_ identifier: RoutingIdentifier) -> ScreenNode? { node(identifier) as? ScreenNode }

    /// The live container for `identifier`.
    func container(_ identifier: RoutingIdentifier) -> SwitchNode? { node(identifier) as? SwitchNode }

    /// The instructions nodes were asked to execute, as printed.
    var instructions: [String] { calls.map(\.instruction) }

    func clearCalls() { calls.removeAll() }

    func record(_ instruction: String, animated: Bool) {
        calls.append(Call(instruction: instruction, animated: animated))
    }

    /// Runs `work` now, or later when completions are deferred.
    func schedule(_ work: @escaping () -> Void) {
        if defersCompletions { deferred.append(work) } else { work() }
    }

    /// Runs the deferred work, including work deferred while it runs; returns how many ran.
    @discardableResult
    func runDeferred() -> Int {
        var count = 0
        while !deferred.isEmpty {
            deferred.removeFirst()()
            count += 1
        }
        return count
    }

    /// Routes with `router` and returns the result, which sync nodes deliver before returning.
    func route(
        _ router: Router,
        to destination: StaticRoutingDestination,
        animation: RoutingAnimation = .all
    ) -> Result<RoutingInstructions, RoutingError>? {
        var result: Result<RoutingInstructions, RoutingError>?
        router.routeTo(staticDestination: destination, animation: animation) { result = $0 }
        return result
    }

    /// Routes with `router` to the spec's entries for `identifiers`.
    func route(
        _ router: Router,
        to identifiers: [RoutingIdentifier],
        animation: RoutingAnimation = .all
    ) -> Result<RoutingInstructions, RoutingError>? {
        route(router, to: spec.path(identifiers), animation: animation)
    }

    /// The identifiers of the active path.
    var activePath: [String] { tree.activePath.names }
}
