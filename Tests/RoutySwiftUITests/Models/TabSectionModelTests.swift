import Portus
import Routy
import RoutySwiftUI
import RoutyTestSupport
import Testing

/// Sections of tabs (`TabSection`; issue 35, point 1): a ``SwiftUITabs`` among the tabs is a
/// container in the tree with its own selected tab; the selection names the tab inside it, and
/// the section keeps the tab last selected in it. The app is the shop of an iOS 18 sidebar
/// (`SidebarShop`): home, the section catalog (category(shoes), category(hats)), profile, search.
@MainActor
@Suite struct TabSectionModelTests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func aLinkToATabInASectionSelectsTheSectionAndTheTab() async throws {
        let app = try SidebarShop()

        let report = try await app.router.perform(.navigate(to: [.app, .catalog, .category("hats"), .product(1)]))

        #expect(report.description == "switchTo(catalog), switchTo(category(hats)), enter(product(1))")
        #expect(app.tabs.selection == .category("hats"))
        #expect(app.path == "app > catalog > category(hats) > product(1)")
        #expect(app.violations == [])
    }

    /// The tab view sets a tab inside the section: the container selects the section, the
    /// section the tab; the router reports both as the user's.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func theUsersTapOnATabInASectionSelectsBoth() async throws {
        let app = try SidebarShop()
        let recorder = Recorder()
        recorder.observe(app.router)

        app.tabs.selection = .category("hats")

        #expect(recorder.events == ["user(switchTo(catalog))", "user(switchTo(category(hats)))"])
        #expect(app.tabs.selection == .category("hats"))
        #expect(app.catalog.selectedIndex == 1)
        #expect(app.path == "app > catalog > category(hats)")
        #expect(app.violations == [])
    }

    /// A section has no selection of its own in SwiftUI: the model keeps the tab last selected
    /// in it, so a link that names the section lands there, with its stack.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func aLinkNamingTheSectionLandsWhereTheUserWas() async throws {
        let app = try SidebarShop()
        app.tabs.selection = .category("hats")
        try await app.router.perform(.navigate(to: [.product(2)]))
        app.tabs.selection = .home

        let report = try await app.router.perform(.selectTab(.catalog))

        #expect(report.description == "switchTo(catalog)")
        #expect(app.tabs.selection == .category("hats"))
        #expect(app.path == "app > catalog > category(hats) > product(2)")
        #expect(app.violations == [])
    }

    /// Tapping the selected tab inside the section pops its stack, as a tab bar does.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func tappingTheSelectedTabOfASectionPopsItsStack() async throws {
        let app = try SidebarShop()
        try await app.router.perform(.navigate(to: [.app, .catalog, .category("shoes"), .product(3)]))

        app.tabs.selection = .category("shoes")

        #expect(app.path == "app > catalog > category(shoes)")
        #expect(app.violations == [])
    }
}
