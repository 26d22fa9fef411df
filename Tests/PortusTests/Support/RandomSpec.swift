import Portus
import SeededRandom

extension TreeSpec {
    /// A random app of at most `maxNodes` nodes: containers manage two or three children, screens
    /// enter up to two, some entered screens refuse to be left, and entered containers can be
    /// left. The root is a container most of the time.
    static func random(maxNodes: Int, using rng: inout SeededGenerator) -> TreeSpec {
        var nodes: [RoutingIdentifier: NodeSpec] = [:]
        var pending: [(RoutingIdentifier, depth: Int)] = []
        func add(_ kind: NodeSpec.Kind, isManaged: Bool, depth: Int) -> RoutingIdentifier {
            let identifier = RoutingIdentifier(rawValue: "n\(nodes.count)")
            switch kind {
            case .screen:
                nodes[identifier] = .screen(canLeave: isManaged || Int.random(in: 0..<8, using: &rng) > 0)
            case .container:
                nodes[identifier] = .container([], isLeavable: !isManaged)
            }
            pending.append((identifier, depth))
            return identifier
        }
        let root = add(Int.random(in: 0..<4, using: &rng) > 0 ? .container : .screen, isManaged: false, depth: 0)
        while !pending.isEmpty {
            let (identifier, depth) = pending.removeFirst()
            guard var node = nodes[identifier] else { continue }
            let room = maxNodes - nodes.count
            switch node.kind {
            case .container:
                let count = min(Int.random(in: 2...3, using: &rng), max(room, 2))
                node.managed = (0..<count).map { _ in
                    let nested = depth < 2 && Int.random(in: 0..<5, using: &rng) == 0
                    return add(nested ? .container : .screen, isManaged: true, depth: depth + 1)
                }
                node.initialActive = node.managed.randomElement(using: &rng)
            case .screen:
                guard depth < 5, room > 0 else { break }
                let count = min(Int.random(in: 0...2, using: &rng), room)
                node.enters = (0..<count).map { _ in
                    let container = room >= 3 && Int.random(in: 0..<4, using: &rng) == 0
                    return add(container ? .container : .screen, isManaged: false, depth: depth + 1)
                }
            }
            nodes[identifier] = node
        }
        return TreeSpec(root: root, nodes: nodes)
    }

    /// A random path the spec allows: from the root, a managed child of each container and,
    /// now and then, an entered child of a screen.
    func randomPath(using rng: inout SeededGenerator) -> [RoutingIdentifier] {
        var path = [root]
        while let node = self[path[path.count - 1]] {
            switch node.kind {
            case .container:
                guard let child = node.managed.randomElement(using: &rng) else { return path }
                path.append(child)
            case .screen:
                guard Int.random(in: 0..<3, using: &rng) > 0, let child = node.enters.randomElement(using: &rng) else {
                    return path
                }
                path.append(child)
            }
        }
        return path
    }

    /// A random destination: mostly a path the spec allows, sometimes one with an entry put where
    /// it does not belong, cut short, or given another root.
    func randomDestination(using rng: inout SeededGenerator) -> [RoutingIdentifier] {
        var path = randomPath(using: &rng)
        switch Int.random(in: 0..<10, using: &rng) {
        case 0..<6:
            break
        case 6..<8:
            let all = nodes.keys.sorted { $0.rawValue < $1.rawValue }
            let index = Int.random(in: 1...path.count, using: &rng)
            let stranger = all.randomElement(using: &rng) ?? root
            if index == path.count { path.append(stranger) } else { path[index] = stranger }
        case 8:
            path.removeLast(Int.random(in: 0..<path.count, using: &rng))
        default:
            path[0] = "elsewhere"
        }
        return path
    }
}
