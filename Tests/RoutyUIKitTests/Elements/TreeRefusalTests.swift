import Portus
import Routy
import RoutyTestSupport
import RoutyUIKit
import Testing

/// What a UIKit element does when the tree refuses what it tells: it undoes its own change, so
/// that the element and what UIKit shows are as they were.
@MainActor
@Suite struct TreeRefusalTests {
    @Test func aSwitchTheTreeRefusesSelectsThePreviousTabAgain() throws {
        let app = try TestApp()
        try app.setUp([[.catalog, .product(1)]])
        let tabs = try #require(app.tabs)
        let tabBarController = try #require(app.tabBarController)
        let profile = try #require(app.stack(.profile))
        // The profile tab shows another context than the tree knows: the tree finds no such tab.
        profile.update(with: .order(9))
        var calls: [Bool] = []

        tabs.switchToNode(with: profile.entry, animated: false) { calls.append($0) }

        #expect(calls == [false])
        #expect(tabBarController.selectedIndex == 1)
        #expect(tabs.selectedIndex == 1)
        #expect(app.shown == "app > catalog > product(1)")
        #expect(app.path == "app > catalog > product(1)")
    }
}
