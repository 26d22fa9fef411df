import Portus

/// Counts the changes a tree reports, to check that each was told once.
@MainActor
final class TreeChanges {
    private(set) var changes: [String] = []
    /// How many of the changes were navigation — all but the rearrangements of a tab bar, which
    /// a router reports to no one.
    private(set) var navigations = 0

    init(_ tree: RoutingTree) {
        tree.addObserver { [weak self] change in
            if case .rearranged = change {} else { self?.navigations += 1 }
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
    func reset() {
        changes = []
        navigations = 0
    }
}
