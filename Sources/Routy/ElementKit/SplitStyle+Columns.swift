extension SplitStyle {
    /// What `column` shows, bottom first, for a split whose own context is `own` and whose entered
    /// elements are `entered`, bottom first: expanded, `own` in the primary column and each
    /// entered one in its own (``column(ofEnteredAt:)``); collapsed, everything in the primary
    /// column, as one stack.
    ///
    /// - Parameters:
    ///   - column: The column asked about.
    ///   - own: What the split's own context shows: the sidebar.
    ///   - entered: What was entered on top of it, bottom first.
    ///   - isCollapsed: Whether the split shows one stack.
    package func shown<Element>(
        in column: SplitColumn,
        own: Element,
        entered: [Element],
        isCollapsed: Bool
    ) -> [Element] {
        var shown = column == .primary ? [own] : []
        for (index, element) in entered.enumerated()
        where (isCollapsed ? .primary : self.column(ofEnteredAt: index)) == column {
            shown.append(element)
        }
        return shown
    }
}
