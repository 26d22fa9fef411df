/// The patterns of a ``DeeplinkTable`` as a trie of scheme, host and path segments.
///
/// Each node has constant children by text, at most one parameter child and at most one
/// catch-all child; all patterns of one shape (`/a/:x` and `/a/:y`) end in the same node, whose
/// first registered pattern is the one that matches.
///
/// A lookup walks the link's keys in order, trying at each key the constant child, then the
/// parameter child, then the catch-all: O(length of the link) when the first branch it tries
/// leads to a pattern. Where a branch dead-ends (`/a/b/c` registered, `/a/b/d` asked, `/a/:x/d`
/// registered too) it backs up and tries the next one; it reaches each node at most once, so even
/// then it visits only nodes that fit the link's first keys and never scans the list of
/// patterns. The walk keeps its own stack, so a long link or pattern cannot overflow the call stack.
///
/// The storage is flat, for a walk that allocates nothing and counts no references: nodes are
/// plain integers in one array, and the constant children of every node are in one open-addressing
/// hash table keyed by parent node and text, whose texts are bytes in one array. A link's keys are
/// compared as bytes, without making strings of them.
struct DeeplinkTrie: Sendable {
    /// Where a lookup ended.
    struct Match: Equatable, Sendable {
        /// The registration index of the pattern.
        var route: Int
        /// The keys the catch-all took; empty when it took none or there was none. The keys before
        /// it are the ones the walk took through constants and parameters.
        var catchAll: Range<Int>
    }

    /// One step of the way down to a node: the node the walk left at that depth, and whether by
    /// its parameter (the key at that depth is then a capture).
    struct Step {
        var node: Int32
        var parameter: Bool
    }

    private struct Node: Sendable {
        var parameter: Int32 = -1
        var catchAll: Int32 = -1
        /// The registration index of the first pattern that ends here, or -1.
        var route: Int32 = -1
    }

    /// A constant child: the edge from `parent` to `child` for the text `text` in ``texts``.
    private struct Edge: Sendable {
        var hash: UInt64 = 0
        var parent: Int32 = -1
        /// -1 for an empty slot.
        var child: Int32 = -1
        var textStart: Int32 = 0
        var textCount: Int32 = 0
    }

    private var nodes = [Node()]
    /// The hash table of constant children, a power of two long, at most half full.
    private var edges = [Edge](repeating: Edge(), count: 16)
    private var edgeCount = 0
    /// The texts of the constant children, one after another.
    private var texts: [UInt8] = []

    /// The hash of a key's text: FNV-1a of the bytes of ASCII text, the `String` hash of other
    /// text.
    ///
    /// Non-ASCII text can be written in more than one way (`é`, or `e` and a combining accent),
    /// which `String` takes as equal, and so does the trie, as a dictionary of strings did. ASCII
    /// text equals only the same bytes, so it is compared as bytes.
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash = hashSeed
        var bits: UInt8 = 0
        for byte in bytes {
            hash = Self.hash(hash, adding: byte)
            bits |= byte
        }
        guard bits >= 0x80 else { return hash }
        var hasher = Hasher()
        hasher.combine(String(decoding: bytes, as: UTF8.self))
        return UInt64(UInt(bitPattern: hasher.finalize()))
    }

    /// The FNV-1a hash of no bytes, which ``hash(_:adding:)`` starts from.
    static let hashSeed: UInt64 = 0xcbf2_9ce4_8422_2325

    /// The FNV-1a hash of the bytes hashed into `hash`, then `byte`: what ``hash(_:)`` computes
    /// for ASCII text, a byte at a time, for a reader that goes over the bytes anyway.
    static func hash(_ hash: UInt64, adding byte: UInt8) -> UInt64 {
        (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }

    /// The hash of an empty key.
    static let emptyHash = hash(UnsafeBufferPointer(start: nil, count: 0))

    /// Adds a pattern.
    ///
    /// - Parameters:
    ///   - keys: The pattern's keys; a catch-all only as the last one.
    ///   - route: The pattern's registration index.
    /// - Returns: The first pattern registered earlier with the same shape, which is the one
    ///   that matches; `nil` when there is none.
    mutating func insert(_ keys: [DeeplinkPattern.Segment], route: Int) -> Int? {
        var node: Int32 = 0
        for key in keys {
            node = child(of: node, for: key)
        }
        guard nodes[Int(node)].route < 0 else { return Int(nodes[Int(node)].route) }
        nodes[Int(node)].route = Int32(route)
        return nil
    }

    /// The pattern that matches the keys of a link, constants before parameters before the catch-all.
    ///
    /// - Parameters:
    ///   - keys: The link's scheme, host and path segments.
    ///   - way: Room for a step per key: the walk's stack. After a match, the steps up to the
    ///     catch-all say which keys were taken by parameters.
    /// - Returns: The match, or `nil` when no pattern matches.
    func match(_ keys: UnsafeBufferPointer<DeeplinkURL.Key>, way: UnsafeMutableBufferPointer<Step>) -> Match? {
        var depth = 0
        var node: Int32 = 0
        /// The edge last tried out of `node` when the walk has backed up to it; `nil` on arrival.
        var tried: Bool?
        while true {
            let current = nodes[Int(node)]
            if tried == nil, depth == keys.count, current.route >= 0 {
                return Match(route: Int(current.route), catchAll: depth..<depth)
            }
            if depth < keys.count {
                if tried == nil, let next = constantChild(of: node, keys[depth]) {
                    way[depth] = Step(node: node, parameter: false)
                    (depth, node, tried) = (depth + 1, next, nil)
                    continue
                }
                if tried != true, current.parameter >= 0 {
                    way[depth] = Step(node: node, parameter: true)
                    (depth, node, tried) = (depth + 1, current.parameter, nil)
                    continue
                }
            }
            if current.catchAll >= 0, case let route = nodes[Int(current.catchAll)].route, route >= 0 {
                return Match(route: Int(route), catchAll: depth..<keys.count)
            }
            guard depth > 0 else { return nil }
            depth -= 1
            (node, tried) = (way[depth].node, way[depth].parameter)
        }
    }

    // MARK: - Constant children

    private func constantChild(of parent: Int32, _ key: DeeplinkURL.Key) -> Int32? {
        let mask = edges.count - 1
        var slot = Self.slot(key.hash, parent, mask)
        while true {
            let edge = edges[slot]
            guard edge.child >= 0 else { return nil }
            if edge.hash == key.hash, edge.parent == parent, textEquals(edge, key.bytes) {
                return edge.child
            }
            slot = (slot + 1) & mask
        }
    }

    /// Whether the edge's text is the key's: the same bytes or, for non-ASCII text, the same
    /// `String`.
    private func textEquals(_ edge: Edge, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let text = Int(edge.textStart)..<Int(edge.textStart + edge.textCount)
        if text.count == bytes.count, Self.sameBytes(texts, text, bytes) { return true }
        guard bytes.contains(where: { $0 >= 0x80 }) else { return false }
        return texts[text].withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self) }
            == String(decoding: bytes, as: UTF8.self)
    }

    /// Whether `texts[text]` are `bytes`, which are as many: a loop over the two buffers, without
    /// the bounds check of each byte that `zip` over the array's indices made (70 to 100
    /// instructions a link of the `deeplink` benchmark).
    private static func sameBytes(_ texts: [UInt8], _ text: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        texts.withUnsafeBufferPointer { texts in
            guard let stored = texts.baseAddress, let asked = bytes.baseAddress else { return bytes.isEmpty }
            var offset = 0
            while offset < bytes.count {
                guard stored[text.lowerBound + offset] == asked[offset] else { return false }
                offset += 1
            }
            return true
        }
    }

    private static func slot(_ hash: UInt64, _ parent: Int32, _ mask: Int) -> Int {
        let mixed = (hash ^ UInt64(UInt32(bitPattern: parent))) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: mixed >> 32) & mask
    }

    private mutating func child(of node: Int32, for key: DeeplinkPattern.Segment) -> Int32 {
        switch key {
        case .constant(let text):
            var text = text
            return text.withUTF8 { bytes in
                let probe = DeeplinkURL.Key(bytes: bytes, hash: Self.hash(bytes), source: 0..<0, form: .plain)
                if let existing = constantChild(of: node, probe) { return existing }
                let created = newNode()
                addEdge(
                    Edge(
                        hash: probe.hash, parent: node, child: created, textStart: Int32(texts.count),
                        textCount: Int32(bytes.count)))
                texts.append(contentsOf: bytes)
                return created
            }
        case .parameter:
            if nodes[Int(node)].parameter < 0 { nodes[Int(node)].parameter = newNode() }
            return nodes[Int(node)].parameter
        case .catchAll:
            if nodes[Int(node)].catchAll < 0 { nodes[Int(node)].catchAll = newNode() }
            return nodes[Int(node)].catchAll
        }
    }

    private mutating func newNode() -> Int32 {
        nodes.append(Node())
        return Int32(nodes.count - 1)
    }

    private mutating func addEdge(_ edge: Edge) {
        if (edgeCount + 1) * 2 > edges.count {
            let old = edges
            edges = [Edge](repeating: Edge(), count: edges.count * 2)
            for edge in old where edge.child >= 0 { place(edge) }
        }
        place(edge)
        edgeCount += 1
    }

    private mutating func place(_ edge: Edge) {
        let mask = edges.count - 1
        var slot = Self.slot(edge.hash, edge.parent, mask)
        while edges[slot].child >= 0 { slot = (slot + 1) & mask }
        edges[slot] = edge
    }
}
