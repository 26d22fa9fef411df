import Foundation
import Routy
import Shop
import Testing

/// What the example iOS apps take from the `Shop` module besides its screens: the links their
/// screens offer, and the session — sign-in wall, saving and restoring — run here on the
/// Playground's headless shop.
@MainActor
@Suite struct ShopSessionTests {
    /// Defaults of their own for one test, emptied when it ends.
    final class Defaults {
        let name = "ShopSessionTests-\(UUID().uuidString)"
        let defaults: UserDefaults

        init() throws {
            defaults = try #require(UserDefaults(suiteName: name))
        }

        deinit { defaults.removePersistentDomain(forName: name) }
    }

    @Test(arguments: ShopScreen.allCases)
    func everyLinkAnExampleScreenOffersIsOneTheShopReads(screen: ShopScreen) throws {
        let deeplinks = ShopApp.makeDeeplinks()
        #expect(screen.exampleLinks.count <= 3, "the SwiftUI example shows three at most")
        for link in screen.exampleLinks {
            #expect(try !deeplinks.contexts(for: link.address).isEmpty, "\(link)")
        }
    }

    @Test func signingInResumesTheRequestTheWallStopped() async throws {
        let app = try ShopApp()
        let session = ShopSession(router: app.router, defaults: try Defaults().defaults)
        try await app.router.perform(.open("shop://orders/7"))
        #expect(app.path == "app > home > login")
        await session.signIn()
        #expect(session.isSignedIn)
        #expect(app.path == "app > profile > orders > order(7)")
    }

    @Test func aNewAppShowsWhatTheLastOneShowed() async throws {
        let storage = try Defaults()
        let first = try ShopApp()
        let firstSession = ShopSession(router: first.router, defaults: storage.defaults)
        try await first.router.perform(.open("shop://catalog/shoes/42"))
        #expect(!firstSession.isSignedIn)
        let second = try ShopApp()
        let session = ShopSession(router: second.router, defaults: storage.defaults)
        #expect(second.path == "app > home")
        await session.restore()
        #expect(second.path == "app > catalog > category(shoes) > product(42)")
    }
}
