/// A tab container whose tabs the user can put in another order and hide, as the tab bars of
/// iOS 18 and later let them: ``NavigationRouter/restore(_:)`` puts its tabs back in the order and
/// with the hidden set a snapshot keeps.
///
/// The headless, UIKit and SwiftUI tab containers adopt it.
@MainActor
public protocol NavigationTabArranging<ContextType>: NavigationElement {
    /// Puts the tabs in the order of `order` — tabs it does not name keep their order after them
    /// — and hides exactly the named ones that are in `hidden` (tabs not named stay hidden or
    /// shown), then tells the tree (`RoutingTree.didRearrangeNode(withEntry:)`). A hidden tab that
    /// is selected gives way to the first tab shown. Contexts that are no tab's are ignored; an
    /// arrangement that would hide every tab changes nothing.
    ///
    /// - Parameters:
    ///   - order: The tabs' contexts, in the order to show them.
    ///   - hidden: The contexts of the tabs to hide.
    /// - Returns: Whether the tabs are arranged so.
    @discardableResult
    func arrangeTabs(_ order: [NavigationContext<ContextType>], hidden: Set<NavigationContext<ContextType>>) -> Bool
}
