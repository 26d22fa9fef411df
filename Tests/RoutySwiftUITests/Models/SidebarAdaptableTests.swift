import Portus
import Routy
import RoutySwiftUI
import RoutyTestSupport
import Testing

/// A `sidebarAdaptable` tab view (issue 35, point 3): a sidebar that collapses into a bar in
/// compact width, and expands again, keeps the selected tab and its stack, and a link lands the
/// same in either form. The model sees the change only in what SwiftUI writes: the selection,
/// through the binding of the width class it is drawn in, written again from the new form, the
/// selected stack's path and the customization written again — in any order.
@MainActor
@Suite struct SidebarAdaptableTests {
    /// The user's state in the sidebar: hats selected in the catalog section, a product pushed.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    static func shopInTheSidebar() async throws -> SidebarShop {
        let shop = try SidebarShop()
        _ = shop.tabs[selectionShownIn: .regular]  // the tab view drawn as a sidebar
        shop.tabs[selectionShownIn: .regular] = .category("hats")  // a tap in the sidebar
        try await shop.router.perform(.navigate(to: [.product(2)]))
        return shop
    }

    /// The collapse's writes, in every order: one tree, the selected tab and its stack kept, and
    /// nothing the router reports as the user's.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func aCollapseKeepsTheSelectedTabAndItsStackInEveryOrderOfItsWrites() async throws {
        var trees: Set<String> = []
        for order in WriteOrders.all(Array(0..<3)) {
            let shop = try await Self.shopInTheSidebar()
            let recorder = Recorder()
            recorder.observe(shop.router)
            let (tabs, hats) = (shop.tabs, shop.hats)
            let customization = tabs.customization
            let writes: [@MainActor () -> Void] = [
                { tabs[selectionShownIn: .compact] = .category("hats") },
                { hats.path = [.product(2)] },
                { tabs.customization = customization },
            ]
            for index in order { writes[index]() }
            #expect(recorder.events == [], "order \(order)")
            #expect(shop.path == "app > catalog > category(hats) > product(2)", "order \(order)")
            #expect(shop.violations == [], "order \(order)")
            trees.insert(shop.tree.description)
        }
        #expect(trees.count == 1, "\(trees)")
    }

    /// In the bar, a tap on the selected tab pops its stack, as a tab bar does; expanding again
    /// keeps what the bar shows.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func inTheNewFormATapOnTheSelectedTabPopsItAndAnExpansionKeepsIt() async throws {
        let shop = try await Self.shopInTheSidebar()
        shop.tabs[selectionShownIn: .compact] = .category("hats")  // the collapse
        #expect(shop.hats.path == [.product(2)])

        shop.tabs[selectionShownIn: .compact] = .category("hats")  // the user taps hats
        #expect(shop.hats.path == [])

        try await shop.router.perform(.navigate(to: [.product(3)]))
        shop.tabs[selectionShownIn: .regular] = .category("hats")  // the expansion
        #expect(shop.hats.path == [.product(3)])
        #expect(shop.path == "app > catalog > category(hats) > product(3)")
        #expect(shop.violations == [])
    }

    /// Another tab tapped in either form is a tap; the form does not change what it does.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func aTapOnAnotherTabInTheNewFormSwitches() async throws {
        let shop = try await Self.shopInTheSidebar()
        let recorder = Recorder()
        recorder.observe(shop.router)

        shop.tabs[selectionShownIn: .compact] = .home

        #expect(recorder.events == ["user(switchTo(home))"])
        #expect(shop.hats.path == [.product(2)])
        #expect(shop.violations == [])
    }

    /// A link lands the same in either form: the same instructions, the same tree.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func aLinkLandsTheSameInEitherForm() async throws {
        var outcomes: Set<String> = []
        for widthClass in NavigationWidthClass.allCases {
            let shop = try SidebarShop()
            _ = shop.tabs[selectionShownIn: widthClass]
            shop.tabs[selectionShownIn: widthClass] = .profile

            let report = try await shop.router.perform(.open("shop://hats/2"))

            #expect(shop.violations == [], "\(widthClass)")
            outcomes.insert("\(report)\n\(shop.bar)\n\(shop.tree.description)")
        }
        #expect(outcomes.count == 1, "\(outcomes)")
    }
}
