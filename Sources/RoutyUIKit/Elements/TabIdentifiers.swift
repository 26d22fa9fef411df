import Routy

/// The `UITab` identifiers of a tab bar's tabs and of its groups' tabs (iOS 18): each tab's context
/// type's name, numbered from 2 when several tabs have one type, so that the same tabs get the
/// same identifiers at each launch (UIKit keeps the user's customization by identifier).
@MainActor
struct TabIdentifiers<ContextType: Hashable & Sendable, Platform: AdapterPlatform> {
    typealias Element = UIKitElement<ContextType, Platform>

    private var identifierOf: [ObjectIdentifier: String] = [:]
    private var elementOf: [String: Element] = [:]
    /// The identifier of the group of each tab in a group.
    private var groupOf: [String: String] = [:]

    /// No identifiers: a tab bar of iOS 17 and earlier.
    init() {}

    /// Identifiers for `tabs` and, in order, for the tabs of the groups among them.
    init(_ tabs: [Element]) {
        var pending = tabs.map { (tab: $0, group: String?.none) }
        var index = 0
        while index < pending.count {
            let (tab, group) = pending[index]
            index += 1
            let name = String(describing: tab.context.type)
            var id = name
            var number = 1
            while elementOf[id] != nil {
                number += 1
                id = "\(name)-\(number)"
            }
            identifierOf[ObjectIdentifier(tab)] = id
            elementOf[id] = tab
            groupOf[id] = group
            if let tabGroup = tab as? UIKitTabGroup<ContextType, Platform> {
                pending += tabGroup.tabs.map { ($0, id) }
            }
        }
    }

    /// The identifier of `tab`; `nil` for what is no tab of the bar.
    func identifier(of tab: Element) -> String? { identifierOf[ObjectIdentifier(tab)] }

    /// The tab of `identifier`.
    func element(withIdentifier identifier: String) -> Element? { elementOf[identifier] }

    /// The identifiers from the root tab down to `tab`: its groups', then its own.
    func way(to tab: Element) -> [String] {
        guard var id = identifier(of: tab) else { return [] }
        var way = [id]
        while let group = groupOf[id] {
            way.append(group)
            id = group
        }
        return way.reversed()
    }

    /// `current` with the hidden set the tab bar shows and, for a group, the order the user gave
    /// its tabs (`displayOrderIdentifiers`); `current` when the tab bar would hide every tab.
    func arrangement(
        _ current: TabArrangement<Element>,
        in tabBar: any PlatformTabs<Platform.ViewController>,
        group: UIKitTabGroup<ContextType, Platform>?
    ) -> TabArrangement<Element> {
        var order: [Element] = []
        if let group, let groupID = identifier(of: group) {
            order = tabBar.displayOrderIdentifiers(ofGroupWithIdentifier: groupID).compactMap {
                elementOf[$0].flatMap { current.index(of: $0) == nil ? nil : $0 }
            }
        }
        let named = Set(order.map(ObjectIdentifier.init))
        order += current.tabs.filter { !named.contains(ObjectIdentifier($0)) }
        let hidden = current.tabs.filter { tab in
            identifier(of: tab).map { tabBar.isTabHidden(withIdentifier: $0) } ?? false
        }
        var arranged = current
        return arranged.arrange(order: order, hidden: hidden) ? arranged : current
    }
}
