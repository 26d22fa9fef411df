/// A column of a split container: the sidebar, the list beside it, the detail.
///
/// The columns are ordered as they stand on screen, from leading to trailing; a collapse to a
/// column keeps it and the columns before it, and takes the ones after it off screen.
public enum SplitColumn: String, Hashable, Sendable, Codable, CaseIterable, Comparable {
    /// The leading column: the sidebar, which the split's own context shows.
    case primary
    /// The middle column of a three-column split: a list of what the sidebar selected.
    case supplementary
    /// The trailing column: the detail.
    case secondary

    /// Leading before trailing.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        lhs.order < rhs.order
    }

    private var order: Int {
        switch self {
        case .primary: 0
        case .supplementary: 1
        case .secondary: 2
        }
    }
}
