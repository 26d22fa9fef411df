import Portus
import Routy
import RoutySwiftUI
import RoutyTestSupport

/// SwiftUI's `TabViewCustomization` as a test writes it, in place of SwiftUI: the tabs the user
/// hid and the order of each section's tabs, by customization identifier. `Codable`, as SwiftUI's
/// is, so a test persists it as an app does.
struct TestTabCustomization: SwiftUITabCustomization, Codable {
    var hidden: Set<String> = []
    var sectionOrders: [String: [String]] = [:]

    func isTabHidden(_ id: String) -> Bool { hidden.contains(id) }

    mutating func setTabHidden(_ id: String, _ isHidden: Bool) {
        if isHidden { hidden.insert(id) } else { hidden.remove(id) }
    }

    func tabOrder(ofSection id: String) -> [String]? { sectionOrders[id] }
}

/// The shop as an iOS 18 `sidebarAdaptable` tab view shows it: the tabs home (a stack), the
/// section catalog (`TabSection`: the stacks category(shoes) and category(hats)), profile (a
/// screen) and search (a screen with the search role, which takes a query in place), with a
/// customization the tab view binds. Products are pushed, the cart is a sheet.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
final class SidebarShop {
    let tree = RoutingTree()
    let home = SwiftUIStack<Screen>(.home)
    let shoes = SwiftUIStack<Screen>(.category("shoes"))
    let hats = SwiftUIStack<Screen>(.category("hats"))
    let catalog: SwiftUITabs<Screen>
    let profile = SwiftUIScreen<Screen>(.profile)
    let search = SwiftUIScreen<Screen>(.search(""), updatesInPlace: true)
    let tabs: SwiftUITabs<Screen>
    let router: NavigationRouter<Screen>

    init(
        policy: NavigationHiddenTabPolicy = .showAgain,
        customization: TestTabCustomization? = TestTabCustomization()
    ) throws {
        catalog = SwiftUITabs(.catalog, tabs: [shoes, hats])
        tabs = SwiftUITabs(.app, tabs: [home, catalog, profile, search])
        tabs.customization = customization
        var registry = NavigationElementRegistry<Screen>()
        registry.register(.product) { SwiftUIScreen($0, updatesInPlace: true) }
        registry.register(.cart, presentation: .modal) { SwiftUIScreen($0, modalStyle: .sheet) }
        var links = DeeplinkTable<Screen>()
        links.register("shop://search") { link in [.app, .search(try link.value("q", as: String.self))] }
        links.register("shop://hats/:id") { link in
            [.app, .catalog, .category("hats"), .product(try link.value("id", as: Int.self))]
        }
        router = NavigationRouter(tree: tree, factory: registry, deeplinks: links)
        router.hiddenTabPolicy = policy
        try tabs.showAsRoot(of: router)
    }

    /// The customization the tab view binds, as the test's type.
    var customization: TestTabCustomization? { tabs.customization as? TestTabCustomization }

    /// What SwiftUI writes when the user hides `tab` in the sidebar (or shows it again).
    func userSets(_ tab: any SwiftUIElement<Screen>, hidden: Bool) {
        var value = customization ?? TestTabCustomization()
        let container = tab is SwiftUIStack<Screen> && catalog.tabs.contains { $0 === tab } ? catalog : tabs
        value.setTabHidden(container.customizationID(of: tab) ?? "-", hidden)
        tabs.customization = value
    }

    /// What SwiftUI writes when the user drags the catalog section's tabs into `order`.
    func userOrdersCatalog(_ order: [SwiftUIStack<Screen>]) {
        var value = customization ?? TestTabCustomization()
        value.sectionOrders[tabs.customizationID(of: catalog) ?? "-"] = order.map {
            catalog.customizationID(of: $0) ?? "-"
        }
        tabs.customization = value
    }

    /// The bar as the models show it: each tab in display order, `*` selected, `-` hidden, a
    /// section's tabs in brackets; `home* catalog[category(shoes)* category(hats)] profile search()`.
    var bar: String { Self.describe(tabs) }

    private static func describe(_ container: SwiftUITabs<Screen>) -> String {
        container.tabs.enumerated().map { index, tab in
            let name = (tab as? SwiftUITabs<Screen>).map { "\($0.context)[\(describe($0))]" } ?? tab.context.description
            return name + (index == container.selectedIndex ? "*" : "") + (container.isHidden(tab) ? "-" : "")
        }.joined(separator: " ")
    }

    /// The tree's active path as `app > catalog > category(hats) > product(2)`.
    var path: String {
        tree.activePath.compactMap { $0.screenContext(Screen.self) }.map(\.description).joined(separator: " > ")
    }

    /// What breaks the agreement of the models and the tree; empty when they agree.
    var violations: [String] { ModelPicture.violations(root: tabs, tree: tree) }
}
