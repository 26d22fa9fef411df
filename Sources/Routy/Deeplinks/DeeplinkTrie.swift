/// The patterns of a ``DeeplinkTable`` as a trie of scheme, host and path segments.
///
/// Each node has constant children by text, at most one parameter child and at most one
/// catch-all child; all patterns of one shape (`/a/:x` and `/a/:y`) end in the same node, which
/// keeps them in registration order so that the first one wins.
///
/// A lookup walks the link's keys in order, trying at each key the constant child, then the
/// parameter child, then the catch-all: O(length of the link) when the first branch it tries
/// leads to a pattern. Where a branch dead-ends (`/a/b/c` registered, `/a/b/d` asked, `/a/:x/d`
/// registered too) it backs up and tries the next one; it reaches each node at most once, so even
/// then it visits only nodes that fit the link's first keys and never scans the list of
/// patterns. The walk keeps its own stack, so a long link or pattern cannot overflow the call stack.
struct DeeplinkTrie: Sendable {
    /// Where a lookup ended.
    struct Match: Equatable, Sendable {
        /// The registration index of the pattern.
        var route: Int
        /// The text of each parameter key taken on the way, in order.
        var captures: [String]
        /// The keys the catch-all took; empty when it took none or there was none.
        var catchAll: Range<Int>
    }

    private struct Node: Sendable {
        var constants: [String: Int] = [:]
        var parameter: Int?
        var catchAll: Int?
        /// The registration indices of the patterns that end here, first registered first.
        var routes: [Int] = []
    }

    private var nodes = [Node()]

    /// Adds a pattern.
    ///
    /// - Parameters:
    ///   - keys: The pattern's keys; a catch-all only as the last one.
    ///   - route: The pattern's registration index.
    /// - Returns: The first pattern registered earlier with the same shape, which is the one
    ///   that matches; `nil` when there is none.
    mutating func insert(_ keys: [DeeplinkPattern.Segment], route: Int) -> Int? {
        var node = 0
        for key in keys {
            node = child(of: node, for: key)
        }
        nodes[node].routes.append(route)
        return nodes[node].routes.first { $0 != route }
    }

    /// The pattern that matches the keys of a link, constants before parameters before the catch-all.
    ///
    /// - Parameter keys: The link's scheme, host and path segments.
    /// - Returns: The match, or `nil` when no pattern matches.
    func match(_ keys: [String]) -> Match? {
        /// The nodes the walk has gone through, and the edge it left each one by.
        var way: [(node: Int, edge: Edge)] = []
        var captures: [String] = []
        var node = 0
        /// The edge last tried out of `node` when the walk has backed up to it; `nil` on arrival.
        var tried: Edge?
        while true {
            let index = way.count
            let current = nodes[node]
            if tried == nil, index == keys.count, let route = current.routes.first {
                return Match(route: route, captures: captures, catchAll: index..<index)
            }
            if index < keys.count {
                if tried == nil, let next = current.constants[keys[index]] {
                    way.append((node, .constant))
                    (node, tried) = (next, nil)
                    continue
                }
                if tried != .parameter, let next = current.parameter {
                    captures.append(keys[index])
                    way.append((node, .parameter))
                    (node, tried) = (next, nil)
                    continue
                }
            }
            if let route = current.catchAll.flatMap({ nodes[$0].routes.first }) {
                return Match(route: route, captures: captures, catchAll: index..<keys.count)
            }
            guard let back = way.popLast() else { return nil }
            if back.edge == .parameter { captures.removeLast() }
            (node, tried) = (back.node, back.edge)
        }
    }

    private enum Edge {
        case constant, parameter
    }

    private mutating func child(of node: Int, for key: DeeplinkPattern.Segment) -> Int {
        let existing: Int? =
            switch key {
            case .constant(let text): nodes[node].constants[text]
            case .parameter: nodes[node].parameter
            case .catchAll: nodes[node].catchAll
            }
        if let existing { return existing }
        nodes.append(Node())
        let created = nodes.count - 1
        switch key {
        case .constant(let text): nodes[node].constants[text] = created
        case .parameter: nodes[node].parameter = created
        case .catchAll: nodes[node].catchAll = created
        }
        return created
    }
}
