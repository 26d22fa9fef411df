import Portus
import Routy
import RoutySwiftUI
import RoutyTestSupport
import Testing

/// Requests that fail leave the models as the tree says, and change no bound property they did
/// not get to.
@MainActor
@Suite struct FailureTests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func aFactoryThatMakesNothingChangesNothing() async throws {
        let shop = try SwiftUIShop()
        try await shop.setUp([[.catalog, .category("shoes")]])
        shop.refusedByFactory = [.product]
        let observed = ObservedModels(shop)

        let failure = await #expect(throws: NavigationFailure<Screen>.self) {
            try await shop.router.perform(.navigate(to: [.home, .article(1), .product(2)]))
        }

        #expect(failure?.cause == .noElement(.product(2)))
        #expect(observed.changes == [:])
        #expect(shop.path == "app > catalog > category(shoes)")
        #expect(shop.violations == [])
    }

    /// The deeplink error reaches the app wrapped in `.input`, intact: the case whose payload has a
    /// fixed layout, thrown from the router's generic code to this specialized caller.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func aLinkThatMatchesNothingChangesNoModel() async throws {
        let shop = try SwiftUIShop()
        try await shop.setUp([[.catalog, .category("shoes")]])
        var links = DeeplinkTable<Screen>()
        links.register("shop://catalog/:category") { link in [.catalog, .category(try link.value("category"))] }
        shop.router.deeplinks = links
        let observed = ObservedModels(shop)

        let failure = await #expect(throws: NavigationFailure<Screen>.self) {
            try await shop.router.perform(.open("shop://nowhere"))
        }

        #expect(failure?.cause.deeplinkError == .noMatch("shop://nowhere"))
        #expect(failure?.cause.description == DeeplinkError.noMatch("shop://nowhere").description)
        #expect(observed.changes == [:])
        #expect(shop.path == "app > catalog > category(shoes)")
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func aStackPushesScreensOnly() async throws {
        let shop = try SwiftUIShop()
        var registry = NavigationElementRegistry<Screen>()
        registry.register(.product) { SwiftUIScreen($0) }
        registry.register(.editor) { SwiftUIStack($0) }  // a stack cannot be pushed on a stack
        shop.router.factory = registry

        let failure = await #expect(throws: NavigationFailure<Screen>.self) {
            try await shop.router.perform(.navigate(to: [.catalog, .product(1), .editor]))
        }

        #expect(failure?.cause == .presentFailed(.editor))
        #expect(failure?.report.instructions == [.switchTo(.catalog), .enter(.product(1))])
        #expect(shop.path == "app > catalog > product(1)")
        #expect(shop.violations == [])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func theModelsPresentNoNewRoot() async throws {
        let shop = try SwiftUIShop()
        var registry = NavigationElementRegistry<Screen>()
        registry.register(.login, presentation: .root) { SwiftUIScreen($0) }
        shop.router.factory = registry

        let failure = await #expect(throws: NavigationFailure<Screen>.self) {
            try await shop.router.perform(.navigate(to: .login))
        }

        #expect(failure?.cause == .cannotPresent(.login, .root))
        #expect(shop.violations == [])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func aRootIsShownOnAnEmptyTreeOnly() throws {
        let shop = try SwiftUIShop()
        let other = SwiftUIStack<Screen>(.home)

        #expect(throws: SwiftUIRootError<Screen>.treeNotEmpty(root: shop.tabs.entry)) {
            try other.showAsRoot(in: shop.tree)
        }
        #expect(
            SwiftUIRootError<Screen>.treeNotEmpty(root: shop.tabs.entry).description
                == "The tree already has the root app; show the root element on an empty tree, once, "
                + "and navigate with the router from then on.")
        #expect(shop.violations == [])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func aStackCanBeTheRootAndPresentThroughItsOwnModal() async throws {
        let tree = RoutingTree()
        let root = SwiftUIStack<Screen>(.home)
        try root.showAsRoot(in: tree)
        var registry = NavigationElementRegistry<Screen>()
        registry.register(.article) { SwiftUIScreen($0) }
        registry.register(.cart, presentation: .modal) { SwiftUIScreen($0) }
        let router = NavigationRouter(tree: tree, factory: registry)

        try await router.perform(.navigate(to: [.article(1), .cart]))

        #expect(root.path == [.article(1)])
        #expect(root.modal.presented == .cart)
        #expect(tree.description == "home *\n└─ article(1) *\n   └─ cart *")
        #expect(ModelPicture.violations(root: root, tree: tree) == [])
        let failure = await #expect(throws: NavigationFailure<Screen>.self) { try await router.perform(.close(.home)) }
        #expect(failure?.cause == .cannotClose(.home))
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func aContextIsItsOwnIdentity() {
        #expect(Context.product(1).id == .product(1))
        #expect(Context.product(1).id != Context.product(2).id)
        #expect(Context.cart.id == Context.cart)
    }
}
