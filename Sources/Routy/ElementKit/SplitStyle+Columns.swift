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

extension SplitStyle {
    /// What the style's columns show, leading first, as `mail | mailbox(inbox) | message(42)`: an
    /// empty column is `-`, a column of several contexts `message(42) > attachment(1)`.
    ///
    /// - Parameter contexts: The contexts a column shows, bottom first.
    package func describe<C>(_ contexts: (SplitColumn) -> [NavigationContext<C>]) -> String {
        columns.map { column in
            let shown = contexts(column)
            return shown.isEmpty ? "-" : shown.map(\.description).joined(separator: " > ")
        }.joined(separator: " | ")
    }
}
