import Foundation
import Portus
import Routy
import RoutyHeadless
import RoutyTestSupport
import Testing

/// `router.snapshot()` describes what the app shows; its JSON is stable and reads back.
@MainActor
@Suite struct SnapshotTests {
    /// The shop with a pushed article on home, and a product and the cart over it on catalog.
    static func shop() async throws -> TestShop {
        let shop = try TestShop()
        try await shop.setUp([[.home, .article(7)], [.catalog, .product(42)], [.cart]])
        return shop
    }

    @Test func aSnapshotHasEveryElementAndHowItIsShown() async throws {
        let shop = try await Self.shop()
        let snapshot = shop.router.snapshot()

        typealias Element = NavigationSnapshot<Screen>.Element
        let expected = Element(
            .app, presentation: .root,
            tabs: [
                Element(.home, presentation: .tab, stack: [Element(.article(7), presentation: .push)]),
                Element(
                    .catalog, presentation: .tab,
                    stack: [Element(.product(42), presentation: .push), Element(.cart, presentation: .modal)]),
                Element(.profile, presentation: .tab),
            ],
            selectedTab: 1)
        #expect(snapshot == NavigationSnapshot(root: expected))
        #expect(snapshot.formatVersion == 2)
        #expect(snapshot.activePath == [.app, .catalog, .product(42), .cart])
        #expect(snapshot.elementCount == 7)
        #expect(
            snapshot.description == """
                app
                  home > article(7)
                  catalog * > product(42) > cart (modal)
                  profile
                """)
    }

    /// The documented example of the format (the DocC article "Saving, restoring and replaying
    /// navigation" shows it), byte for byte.
    @Test func theJSONIsPinned() async throws {
        let shop = try await Self.shop()
        let json = try shop.router.snapshot().json()
        #expect(json == Self.pinnedJSON)
    }

    static let pinnedJSON = """
        {
          "formatVersion" : 2,
          "root" : {
            "context" : {
              "type" : "app"
            },
            "presentation" : "root",
            "selectedTab" : 1,
            "tabs" : [
              {
                "context" : {
                  "type" : "home"
                },
                "presentation" : "tab",
                "stack" : [
                  {
                    "context" : {
                      "payload" : 7,
                      "type" : "article"
                    },
                    "presentation" : "push"
                  }
                ]
              },
              {
                "context" : {
                  "type" : "catalog"
                },
                "presentation" : "tab",
                "stack" : [
                  {
                    "context" : {
                      "payload" : 42,
                      "type" : "product"
                    },
                    "presentation" : "push"
                  },
                  {
                    "context" : {
                      "type" : "cart"
                    },
                    "presentation" : "modal"
                  }
                ]
              },
              {
                "context" : {
                  "type" : "profile"
                },
                "presentation" : "tab"
              }
            ]
          }
        }
        """

    @Test func theJSONReadsBack() async throws {
        let shop = try await Self.shop()
        let snapshot = shop.router.snapshot()
        #expect(try NavigationSnapshot<Screen>(json: snapshot.json()) == snapshot)
        #expect(try NavigationSnapshot<Screen>(jsonData: snapshot.jsonData()) == snapshot)
    }

    @Test func anEmptyTreeHasAnEmptySnapshot() throws {
        let router = NavigationRouter(tree: RoutingTree(), factory: NavigationElementRegistry<Screen>())
        let snapshot = router.snapshot()
        #expect(snapshot.root == nil && snapshot.activePath == [] && snapshot.description == "(empty)")
        #expect(try snapshot.json() == "{\n  \"formatVersion\" : 2\n}")
    }

    @Test func aModalOnAModalStaysInItsTab() async throws {
        let shop = try TestShop()
        try await shop.setUp([[.profile, .orders], [.cart], [.login]])
        #expect(
            shop.router.snapshot().description == """
                app
                  home
                  catalog
                  profile * > orders > cart (modal) > login (modal)
                """)
    }

    // MARK: - Errors

    /// A JSON snapshot that cannot be read, and the typed error it gives.
    struct Bad: Sendable, CustomTestStringConvertible {
        var name: String
        var json: String
        var error: NavigationSnapshotError
        var testDescription: String { name }
    }

    nonisolated static let bad: [Bad] = [
        Bad(
            name: "a newer format", json: #"{"formatVersion": 3, "root": {"whatever": true}}"#,
            error: .newerFormatVersion(3, supported: 2)),
        Bad(
            name: "an unknown context type",
            json: Self.tree(#"{"context": {"type": "wishlist"}, "presentation": "push"}"#),
            error: .unknownContextType("wishlist", at: "root.tabs[0].stack[0].context")),
        Bad(
            name: "a payload of another type",
            json: Self.tree(#"{"context": {"type": "product", "payload": "forty-two"}, "presentation": "push"}"#),
            error: .badPayload(type: "product", at: "root.tabs[0].stack[0].context", reason: "expected Int")),
        Bad(
            name: "a missing payload",
            json: Self.tree(#"{"context": {"type": "product"}, "presentation": "push"}"#),
            error: .badPayload(
                type: "product", at: "root.tabs[0].stack[0].context", reason: "no value for the key `payload`")),
        Bad(
            name: "a payload where the type takes none",
            json: Self.tree(#"{"context": {"type": "cart", "payload": 1}, "presentation": "modal"}"#),
            error: .badPayload(type: "cart", at: "root.tabs[0].stack[0].context", reason: "cart takes no payload")),
        Bad(
            name: "an unknown presentation",
            json: Self.tree(#"{"context": {"type": "cart"}, "presentation": "sheet"}"#),
            error: .malformed(
                at: "root.tabs[0].stack[0].presentation",
                reason: "`sheet` is not a presentation: root, tab, push or modal")),
        Bad(
            name: "a tab in a stack", json: Self.tree(#"{"context": {"type": "cart"}, "presentation": "tab"}"#),
            error: .inconsistent(
                at: "root.tabs[0].stack[0]", reason: "an element of a stack is pushed or modal, not tab")),
        Bad(
            name: "a selected tab that does not exist",
            json: #"{"formatVersion": 1, "root": {"context": {"type": "app"}, "presentation": "root", "#
                + #""selectedTab": 3, "tabs": [{"context": {"type": "home"}, "presentation": "tab"}]}}"#,
            error: .inconsistent(at: "root", reason: "it selects tab 3 of 1")),
        Bad(
            name: "a selected tab on an element of a stack without tabs",
            json: Self.tree(#"{"context": {"type": "cart"}, "presentation": "modal", "selectedTab": 0}"#),
            error: .inconsistent(at: "root.tabs[0].stack[0]", reason: "it selects tab 0 but has no tabs")),
        Bad(
            name: "a selected tab on a root without tabs",
            json: #"{"formatVersion": 1, "root": {"context": {"type": "app"}, "presentation": "root", "#
                + #""selectedTab": 2}}"#,
            error: .inconsistent(at: "root", reason: "it selects tab 2 but has no tabs")),
        Bad(name: "not JSON", json: "snapshot", error: .malformed(at: "the top level", reason: "not valid JSON")),
        Bad(
            name: "no version", json: #"{"root": null}"#,
            error: .malformed(at: "formatVersion", reason: "no value for the key `formatVersion`")),
    ]

    /// A snapshot whose home tab shows `element`.
    nonisolated static func tree(_ element: String) -> String {
        #"{"formatVersion": 1, "root": {"context": {"type": "app"}, "presentation": "root", "selectedTab": 0, "#
            + #""tabs": [{"context": {"type": "home"}, "presentation": "tab", "stack": ["# + element + "]}]}}"
    }

    @Test(arguments: bad)
    func aSnapshotThatCannotBeReadIsATypedErrorNamingWhere(_ bad: Bad) {
        #expect(throws: bad.error) { try NavigationSnapshot<Screen>(json: bad.json) }
    }

    /// Tabs in tabs in tabs, `depth` levels below the root.
    nonisolated static func nestedTabs(depth: Int) -> String {
        let tab = #"{"context": {"type": "home"}, "presentation": "tab", "tabs": ["#
        return #"{"formatVersion": 1, "root": {"context": {"type": "app"}, "presentation": "root", "tabs": ["#
            + String(repeating: tab, count: depth) + #"{"context": {"type": "home"}, "presentation": "tab"}"#
            + String(repeating: "]}", count: depth) + "]}}"
    }

    /// JSON reading stops at 512 levels of arrays and objects, a tab level takes two: a deeper
    /// snapshot is a typed error, and one just within the limit reads and validates.
    @Test func aSnapshotNestedThousandsDeepIsATypedErrorNotACrash() throws {
        for depth in [1_000, 100_000] {
            let reason = "arrays and objects nested more than 512 levels deep, the most JSONDecoder reads"
            #expect(throws: NavigationSnapshotError.malformed(at: "the top level", reason: reason)) {
                try NavigationSnapshot<Screen>(json: Self.nestedTabs(depth: depth))
            }
        }
        let deepest = try NavigationSnapshot<Screen>(json: Self.nestedTabs(depth: 120))
        #expect(deepest.elementCount == 1 + 120 + 1)
        #expect(deepest.activePath.count == 1 + 120 + 1)
    }

    /// A stack of thousands of modals is flat in the format: it reads, validates and writes.
    @Test func aStackOfThousandsOfModalsReadsBack() throws {
        let modal = NavigationSnapshot<Screen>.Element(.login, presentation: .modal)
        let snapshot = NavigationSnapshot<Screen>(
            root: .init(.app, presentation: .root, stack: Array(repeating: modal, count: 5_000)))
        let read = try NavigationSnapshot<Screen>(json: snapshot.json())
        #expect(read == snapshot)
        #expect(read.elementCount == 5_001)
    }

    /// A snapshot built in code may nest deeper than JSON allows: checking it walks the levels
    /// without a call per level, and names the element at fault.
    @Test func aSnapshotBuiltInCodeThousandsDeepIsCheckedWithoutRecursion() {
        let depth = 20_000
        var element = NavigationSnapshot<Screen>.Element(.home, presentation: .tab)
        element.selectedTab = 0
        for _ in 0..<depth {
            element = .init(.home, presentation: .tab, tabs: [element])
        }
        let snapshot = NavigationSnapshot<Screen>(root: .init(.app, presentation: .root, tabs: [element]))
        #expect(snapshot.elementCount == 1 + depth + 1)
        #expect(snapshot.activePath.count == 1 + depth + 1)
        let path = "root" + String(repeating: ".tabs[0]", count: depth + 1)
        #expect(throws: NavigationSnapshotError.inconsistent(at: path, reason: "it selects tab 0 but has no tabs")) {
            try snapshot.validate()
        }
    }

    @Test func everyErrorSaysWhatToDo() {
        let descriptions = Self.bad.map(\.error.description) + [NavigationSnapshotError.empty.description]
        #expect(descriptions.allSatisfy { $0.hasSuffix(".") && $0.count > 40 }, "\(descriptions)")
        #expect(
            NavigationSnapshotError.unknownContextType("wishlist", at: "root.tabs[0].stack[0].context").description
                == "The context at root.tabs[0].stack[0].context has the type `wishlist`, which the app does not "
                + "have; the snapshot is from another version of the app: restore nothing, or map the type.")
    }

    struct Opaque: Hashable, Sendable {}

    @Test func aPayloadThatIsNotEncodableIsATypedErrorNamingWhere() {
        let root = NavigationSnapshot<Screen>.Element(
            .app, presentation: .root,
            tabs: [
                .init(
                    .home, presentation: .tab, stack: [.init(Context(.product, payload: Opaque()), presentation: .push)]
                )
            ])
        #expect(
            throws: NavigationSnapshotError.cannotEncode(
                at: "root.tabs[0].stack[0].context.payload",
                reason: "The payload of product(Opaque()) is not Encodable")
        ) {
            try NavigationSnapshot(root: root).json()
        }
    }

    @Test func aSnapshotBuiltInCodeIsCheckedToo() {
        let modalTab = NavigationSnapshot<Screen>(
            root: .init(.app, presentation: .root, tabs: [.init(.home, presentation: .modal)]))
        #expect(
            throws: NavigationSnapshotError.inconsistent(
                at: "root.tabs[0]", reason: "a tab is presented as modal, not tab")
        ) { try modalTab.validate() }
        let nested = NavigationSnapshot<Screen>(
            root: .init(
                .home, presentation: .root,
                stack: [
                    .init(.article(1), presentation: .push, stack: [.init(.article(2), presentation: .push)])
                ]))
        #expect(
            throws: NavigationSnapshotError.inconsistent(
                at: "root.stack[0]",
                reason: "an element of a stack has no stack of its own: list what it shows after it")
        ) { try nested.validate() }
        #expect(throws: NavigationSnapshotError.newerFormatVersion(7, supported: 2)) {
            try NavigationSnapshot<Screen>(root: nil, formatVersion: 7).validate()
        }
    }
}
