import Portus

/// Counts the changes a tree reports, to check that each was told once.
@MainActor
final class TreeChanges {
    private(set) var changes: [String] = []

    init(_ tree: RoutingTree) {
        tree.addObserver { [weak self] change in
            switch change {
            case .entered(let entry): self?.changes.append("entered(\(entry))")
            case .left(let entry): self?.changes.append("left(\(entry))")
            case .switched(_, let entry): self?.changes.append("switched(\(entry))")
            case .updated(let from, let to): self?.changes.append("updated(\(from) -> \(to))")
            case .rearranged(let entry): self?.changes.append("rearranged(\(entry))")
            }
        }
    }

    /// Forgets the changes recorded so far.
    func reset() { changes = [] }
}
