import Portus
import Routy
import RoutyHeadless
import RoutyTestSupport
import Testing

/// What the user does on screen reaches the tree through the elements, and the router reports it.
@MainActor
@Suite struct UserNavigationTests {
    @Test func gesturesAreReportedAsTheUsers() async throws {
        let shop = try TestShop()
        try await shop.setUp([[.catalog, .category("shoes"), .product(42)]])
        var events: [String] = []
        var sources: [NavigationSource?] = []
        shop.router.addObserver {
            events.append(Recorder.describe($0))
            sources.append($0.source)
        }

        // A swipe back: the product screen leaves itself, as the stack pops it.
        let product = try #require(shop.window.element(showing: .product(42)))
        product.leaveNode(with: product.entry, animated: true) { #expect($0) }
        // A tab tapped.
        shop.tabs.switchToNode(with: shop.home.entry, animated: true) { #expect($0) }

        #expect(events == ["user(leave(product(42)))", "user(switchTo(home))"])
        #expect(sources == [.user, .user])
        #expect(shop.path == "app > home")
        #expect(shop.violations == [])
    }

    @Test func theRoutersOwnChangesAreNotTheUsers() async throws {
        let shop = try TestShop()
        let recorder = Recorder()
        recorder.observe(shop.router)
        try await shop.router.perform(.navigate(to: [.catalog, .category("shoes")]))
        try await shop.router.perform(.goBack)
        #expect(recorder.events.filter { $0.hasPrefix("user") } == [])
    }

    @Test func aGestureWhileAnInterceptorWaitsIsTheUsersAndTheRequestPlansFromIt() async throws {
        let shop = try TestShop()
        try await shop.setUp([[.catalog, .category("shoes")]])
        let gate = InterceptorGate()
        shop.router.interceptors = [ScriptedInterceptor("remote", log: InterceptionLog(), gate: gate)]
        let recorder = Recorder()
        recorder.observe(shop.router)
        shop.router.enqueue(
            .navigate(to: [.catalog, .category("shoes"), .product(1)]), completion: recorder.completion("push"))
        await yieldUntil("the request waits at its interceptor") { gate.waitingCount == 1 }

        let category = try #require(shop.window.element(showing: .category("shoes")))
        category.leaveNode(with: category.entry, animated: true) { #expect($0) }
        gate.release()
        await yieldUntil("the request ends") { recorder.completions.count == 1 }

        #expect(recorder.events.contains("user(leave(category(shoes)))"))
        #expect(recorder.result("push")?.summary == "enter(category(shoes)), enter(product(1))")
        #expect(shop.path == "app > catalog > category(shoes) > product(1)")
        #expect(shop.violations == [])
    }

    @Test func aLeaveWhoseGuardRefusesIsReportedAsBypassed() async throws {
        let shop = try TestShop()
        try await shop.setUp([[.catalog, .category("shoes")]])
        let recorder = Recorder()
        recorder.observe(shop.router)
        let category = try #require(shop.window.element(showing: .category("shoes")))
        category.refusesLeave = true
        // The platform took the screen away anyway (a back button it cannot block): the tree
        // follows what the screen shows.
        try shop.tree.didLeaveNode(with: category.entry)
        #expect(recorder.events == ["user(leave(category(shoes)))", "bypassed(category(shoes))"])
    }
}
