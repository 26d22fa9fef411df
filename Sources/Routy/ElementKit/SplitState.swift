/// The state a split container of a kit (headless, UIKit, SwiftUI) keeps beside the elements it
/// shows: its style, whether it is collapsed, and the elements a collapse took off screen, kept to
/// be shown again when it expands.
///
/// The split shows its own context in the primary column and a list of elements entered on top
/// of it, bottom first. Expanded, they fill the columns after the primary
/// (``SplitStyle/column(ofEnteredAt:)``); collapsed, they are one stack on the primary — what
/// `UISplitViewController` does when it collapses its secondary stack onto the primary's. The
/// kit tells the tree; this type says what to tell it.
package struct SplitState<Element: AnyObject> {
    /// How many columns the split shows when it is expanded.
    package let style: SplitStyle
    /// Whether the split shows one stack (compact width) rather than its columns side by side.
    package private(set) var isCollapsed: Bool
    /// The elements of the columns the last collapse took off screen, bottom first; shown again
    /// when the split expands, forgotten when something else is entered in their place.
    package private(set) var hidden: [Element] = []

    /// A split of `style`, collapsed or not, that hides nothing.
    package init(style: SplitStyle, isCollapsed: Bool) {
        self.style = style
        self.isCollapsed = isCollapsed
    }

    /// The position of the first of `count` entered elements that a collapse with `topColumn` on
    /// top takes off screen — the first whose column comes after `topColumn`; `nil` when the
    /// collapse keeps them all.
    package func firstHidden(byCollapsingTo topColumn: SplitColumn, enteredCount count: Int) -> Int? {
        (0..<count).first { style.column(ofEnteredAt: $0) > topColumn }
    }

    /// Collapses: `hidden` are the elements taken off screen, bottom first (empty for none).
    package mutating func collapse(hiding hidden: [Element]) {
        isCollapsed = true
        self.hidden = hidden
    }

    /// Expands.
    ///
    /// - Returns: The elements the collapse took off screen, bottom first, to show again; they are
    ///   forgotten here.
    package mutating func expand() -> [Element] {
        isCollapsed = false
        defer { hidden = [] }
        return hidden
    }

    /// Forgets the elements taken off screen: something else is shown in their place.
    package mutating func forgetHidden() {
        hidden = []
    }
}
