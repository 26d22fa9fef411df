import Portus
import Routy
import RoutyTestSupport
import RoutyUIKit
import Testing

/// The factory: each registration makes its element, with its presentation.
@MainActor
@Suite struct FactoryTests {
    @Test(arguments: [
        (Screen.product, "push", "screen"),
        (.cart, "modal(sheet, inNavigationStack: true)", "stack"),
        (.help, "modal(sheet)", "screen"),
        (.login, "modal(fullScreen)", "screen"),
        (.onboarding, "root", "stack"),
        (.app, "root", "tabs"),
    ])
    func eachRegistrationMakesItsElement(type: Screen, presentation: String, kind: String) throws {
        let app = try TestApp()
        let context = type == .product ? Context.product(1) : Context(type)
        #expect(try app.factory.presentation(for: context).description == presentation)
        let element = try app.factory.element(for: context)
        let made: String =
            switch element {
            case is AppTabs: "tabs"
            case is AppStack: "stack"
            default: "screen"
            }
        #expect(made == kind)
        #expect(element.context == context)
    }

    /// A modal in a navigation controller of its own is a presentation of its own: registered for
    /// one width class only, each width class makes its own element (a stack, or a screen).
    @Test func aModalInItsOwnStackDiffersFromAPlainOneByWidthClass() throws {
        let app = try TestApp()
        var factory = UIKitElementRegistry<Screen, FakePlatform>()
        factory.register(.cart, compact: .modal(.sheet), regular: .modal(.sheet, inNavigationStack: true)) { _ in
            FakeScreenController(.cart, ui: app.ui)
        }
        let presentation = try factory.presentation(for: .cart)
        #expect(presentation.isAdaptive)
        #expect(presentation.adapted(to: .regular).inNavigationStack)
        #expect(!presentation.adapted(to: .compact).inNavigationStack)
        let regular = try factory.element(for: .cart, presentedAs: presentation.adapted(to: .regular))
        let compact = try factory.element(for: .cart, presentedAs: presentation.adapted(to: .compact))
        #expect(regular is AppStack)
        #expect(!(compact is AppStack))
    }

    @Test func anUnregisteredTypeAndAMissingViewControllerAreTypedErrors() throws {
        let app = try TestApp()
        let empty = UIKitElementRegistry<Screen, FakePlatform>()
        #expect(throws: NavigationError<Screen>.unregisteredType(.cart)) { try empty.makeElement(for: .cart) }
        #expect(throws: NavigationError<Screen>.unregisteredType(.cart)) { try empty.presentation(for: .cart) }
        app.made.refused = [.product]
        #expect(throws: NavigationError<Screen>.noElement(.product(1))) {
            try app.factory.makeElement(for: .product(1))
        }
        let result = app.run([.navigate(to: [.home, .product(1)])])
        #expect(result?.failure?.cause == .noElement(.product(1)))
        #expect(app.violations == [])
    }

    @Test func aViewControllerShowingAnotherContextIsRefused() throws {
        let app = try TestApp()
        var factory = UIKitElementRegistry<Screen, FakePlatform>()
        factory.register(.product) { _ in FakeScreenController(.product(2), ui: app.ui) }
        #expect(throws: NavigationError<Screen>.noElement(.product(1))) { try factory.makeElement(for: .product(1)) }
    }

    @Test func aViewControllerThatDoesNotAdoptTheProtocolIsShownAndNeverUpdated() throws {
        let app = try TestApp()
        var factory = app.factory
        factory.register(.product) { context in FakeViewController(label: context.description, ui: app.ui) }
        app.router.factory = factory
        try app.setUp([[.home, .product(1)]])
        #expect(app.run([.navigate(to: [.home, .product(2)])])?.summary == "leave(product(1)), enter(product(2))")
        #expect(app.element(.product(2))?.canLeaveNode(with: RoutingEntry(identifier: "x")) == true)
        #expect(app.violations == [])
    }

    @Test func elementsHoldWhatTheyShowAndLetGoOnceItIsGone() throws {
        let app = try TestApp()
        try app.setUp([[.home, .product(1)], [.cart, .checkout]])
        weak let product = app.element(.product(1))
        weak let cart = app.element(.cart)
        weak let checkout = app.controller(.checkout)
        #expect(product != nil && cart != nil && checkout != nil)
        _ = app.run([.navigate(to: [.home])])
        app.made.controllers = []
        #expect(product == nil)
        #expect(cart == nil)
        #expect(checkout == nil)
    }
}
