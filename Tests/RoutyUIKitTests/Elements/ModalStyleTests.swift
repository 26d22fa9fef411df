import Portus
import Routy
import RoutyTestSupport
import RoutyUIKit
import Testing

/// The router's modal styles become the presented view controller's `modalPresentationStyle`;
/// a popover points at the presenter; a type registered per width class gets the element of the
/// presentation that applies.
@MainActor
@Suite struct ModalStyleTests {
    @Test(arguments: [
        (NavigationPresentation.ModalStyle.sheet, FakeModalStyle.pageSheet),
        (.pageSheet, .pageSheet),
        (.formSheet, .formSheet),
        (.fullScreen, .fullScreen),
        (.popover, .popover),
        (.automatic, .automatic),
    ])
    func eachStyleIsTheModalPresentationStyleUIKitGets(
        style: NavigationPresentation.ModalStyle, expected: FakeModalStyle
    ) async throws {
        let app = try TestApp { factory, maker in factory.register(.help, presentation: .modal(style), maker: maker) }
        let plan = try app.router.plan(.navigate(to: [.help]))
        try app.setUp([[.help]])

        let help = try #require(app.element(.help))
        #expect(help.viewController.modalPresentationStyle == expected)
        #expect(plan.presentations.map(\.presentation) == [.modal(style)])
        // A popover points at the view controller that presents it; other styles have no popover.
        let presenter = try #require(app.element(.home)?.viewController)
        #expect((help.viewController.popoverSource === presenter) == (style == .popover))
        #expect(app.shown == "app > home > help")
        #expect(app.violations == [])
    }

    @Test func aPopoverTheAppAnchoredKeepsItsAnchor() throws {
        let anchor = FakeViewController(label: "button", ui: nil)
        let app = try TestApp { factory, maker in
            factory.register(.help, presentation: .modal(.popover)) { context in
                let controller = maker(context)
                controller?.modalPresentationStyle = .popover
                controller?.popoverSource = anchor
                return controller
            }
        }
        try app.setUp([[.help]])
        #expect(app.element(.help)?.viewController.popoverSource === anchor)
    }

    @Test(arguments: [
        (NavigationWidthClass.compact, "app > home > help", "screen", FakeModalStyle.automatic),
        (.regular, "app > home > help", "stack", .formSheet),
    ])
    func aTypeRegisteredPerWidthClassGetsTheElementOfItsPresentation(
        width: NavigationWidthClass, shown: String, kind: String, style: FakeModalStyle
    ) throws {
        let app = try TestApp { factory, maker in
            factory.register(.help, compact: .push, regular: .modal(.formSheet, inNavigationStack: true), maker: maker)
        }
        app.router.windowWidthClass = width
        try app.setUp([[.help]])

        let help = try #require(app.element(.help))
        #expect((help is AppStack ? "stack" : "screen") == kind)
        #expect(help.viewController.modalPresentationStyle == style)
        #expect(app.tree.node(for: help.entry)?.isModal == (width == .regular))
        #expect(app.shown == shown)
        #expect(app.violations == [])
    }
}
