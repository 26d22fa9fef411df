/// Where an element of an adapter's kit (headless, UIKit, SwiftUI) is shown.
///
/// The slot says what may take the element away: a stack pops a pushed screen, a presenter
/// dismisses its modal, a window replaces its root; a tab goes only with its container.
package enum ElementSlot: Sendable {
    /// Not shown: never placed, or taken away.
    case none
    /// The root element: of a window, or of the tree itself.
    case root
    /// A screen pushed on a stack.
    case pushed
    /// An element presented modally, over everything below it.
    case modal
    /// One of a container's tabs.
    case tab
}
