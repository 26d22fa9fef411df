import RoutyHeadless
import RoutyInspector
import Testing

@Suite("The navigation map")
@MainActor
struct NavigationMapTests {
    /// The inspected app with links, a sign-in wall in front of the cart, and a link to a screen
    /// nothing makes.
    func mappedApp() throws -> InspectedApp {
        let app = try InspectedApp(recording: false)
        var links = DeeplinkTable<Screen>()
        links.register("app://catalog/:id", example: "app://catalog/42") { parameters in
            [.catalog, .product(try parameters.value("id", as: Int.self))]
        }
        links.register("app://cart", example: "app://cart") { _ in [.cart] }
        links.register("app://settings", example: "app://settings") { _ in [NavigationContext(.settings)] }
        links.register("app://note/:text") { parameters in [.note(try parameters.value("text", as: String.self))] }
        app.router.deeplinks = links
        app.router.interceptors = [
            SignInInterceptor(
                requiresSignIn: { $0.type == .cart }, isSignedIn: { false }, login: { _ in .note("login") })
        ]
        return app
    }

    @Test("The map as stable text: every screen, how it is shown, its links and guards, the findings")
    func theMapIsPinned() throws {
        let app = try mappedApp()
        let map = NavigationMap(router: app.router)
        #expect(
            map.description == """
                # Navigation map: 7 screens, 2 findings
                app: root; tabs home, catalog
                cart: modal; links app://cart; sign-in: redirects to navigate(note(login)), keeps the request pending
                catalog: tab
                home: tab
                note: push
                product: push; links app://catalog/:id
                settings: no maker; links app://settings
                links without an example: app://note/:text
                finding: The deeplink pattern `app://note/:text` has no example link, so it cannot be checked; \
                register it with `example:`, a link it matches.
                finding: No element factory can make 'settings', which the deeplink `app://settings` leads to; \
                register a maker for it.

                """)
        #expect(NavigationMap(router: app.router) == map, "the same app gives the same map")
    }

    @Test("The map's picture escapes every name")
    func thePictureEscapes() {
        let map = NavigationMap(
            screens: [.init(type: "note", presentation: "push", links: ["app://<b>"], guards: ["x: rejects (</ul>)"])],
            findings: ["<script>"])
        let html = map.html(title: "A & B")
        #expect(html.contains("<title>A &amp; B</title>"))
        #expect(html.contains("app://&lt;b&gt;"))
        #expect(html.contains("x: rejects (&lt;/ul&gt;)"))
        #expect(html.contains("<li>&lt;script&gt;</li>"))
        #expect(!html.contains("<script"))
    }
}
