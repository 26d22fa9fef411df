extension [RoutingEntry] {
    /// The routable of the entry at `index`, read in place.
    ///
    /// `self[index].routable` copies the whole entry first (counting references to its strings
    /// and its routable's box, and releasing them to destroy the copy); reading through a mutable
    /// pointer to the element does not. Nothing is written.
    func routable(at index: Int) -> (any Routable)? {
        withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return nil }
            return UnsafeMutablePointer(mutating: base)[index].routable
        }
    }

    /// Whether the routable of the entry at `index`, read in place, and `other` are not two
    /// different live objects (see ``RoutingEntry/routableAgrees(with:)-(any Routable)``).
    func routableAgrees(at index: Int, with other: any Routable) -> Bool {
        withUnsafeBufferPointer { $0[index].routableAgrees(with: other) }
    }
}
