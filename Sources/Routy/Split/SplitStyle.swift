/// How many columns a split container shows side by side when it is expanded.
///
/// The split's own context shows the primary column; what the router enters on top of it fills
/// the columns after it in order, and the rest is pushed on the last column's stack:
///
/// | style | 1st entered | 2nd entered | 3rd and later |
/// | --- | --- | --- | --- |
/// | ``doubleColumn`` | secondary | secondary, pushed | secondary, pushed |
/// | ``tripleColumn`` | supplementary | secondary | secondary, pushed |
///
/// So `[.mail, .mailbox("inbox"), .message(42)]` shows the mailbox beside the sidebar and the
/// message in the detail column of a three-column split; collapsed, the same contexts are one
/// stack, as on a phone.
public enum SplitStyle: String, Hashable, Sendable, Codable, CaseIterable {
    /// A sidebar and a detail column (`UISplitViewController.Style.doubleColumn`).
    case doubleColumn
    /// A sidebar, a supplementary column and a detail column
    /// (`UISplitViewController.Style.tripleColumn`).
    case tripleColumn

    /// The columns the style shows, leading first.
    public var columns: [SplitColumn] {
        switch self {
        case .doubleColumn: [.primary, .secondary]
        case .tripleColumn: [.primary, .supplementary, .secondary]
        }
    }

    /// The column that shows the element entered at `index` above the split's own context (`0` for
    /// the first), when the split is expanded.
    ///
    /// - Parameter index: The element's position above the split's own context, from `0`.
    /// - Returns: The column after the primary at that position, or the secondary once those run
    ///   out (pushed on its stack).
    public func column(ofEnteredAt index: Int) -> SplitColumn {
        let detail = columns.dropFirst()
        return detail.dropFirst(max(index, 0)).first ?? .secondary
    }
}
