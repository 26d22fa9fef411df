import Foundation
import Portus
import Routy
import RoutyHeadless
import RoutyTestSupport
import SeededRandom
import Testing

/// A payload whose printed form is not part of its identity: equal and hashed by `id`, printed
/// with `note`.
struct NotedPayload: Hashable, Sendable, CustomStringConvertible {
    let id: Int
    let note: String

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
    var description: String { note }
}

/// An element's node is named by its context, not by the context printed: the tree finds it by an
/// equal context, two contexts that print alike are two screens, and an update in place renames
/// the node in the tree's index.
@MainActor
@Suite struct IdentityTests {
    @Test func contextsThatPrintAlikeNameTwoNodes() async throws {
        let shop = try TestShop()
        let number = Context(.help, payload: 7)
        let text = Context(.help, payload: "7")
        #expect(number.description == text.description)
        try await shop.setUp([[.home, number]])
        let first = try #require(shop.element(number))

        #expect(shop.tree.node(for: RoutingEntry(context: number))?.entry.routable === first)
        #expect(shop.tree.node(for: RoutingEntry(context: text)) == nil)

        let result = await shop.router.result(of: [.navigate(to: [.home, number, text])])

        #expect(result.report?.reused == [.home, number])
        #expect(result.report?.created == [text])
        let second = try #require(shop.element(text))
        #expect(second !== first)
        #expect(shop.tree.node(for: RoutingEntry(context: text))?.entry.routable === second)
        #expect(shop.tree.node(for: RoutingEntry(context: number))?.entry.routable === first)
        #expect(shop.path == "app > home > help(7) > help(7)")
        #expect(shop.violations == [])
    }

    @Test func equalContextsThatPrintDifferentlyNameOneNode() async throws {
        let shop = try TestShop()
        let shown = Context(.help, payload: NotedPayload(id: 1, note: "first"))
        let asked = Context(.help, payload: NotedPayload(id: 1, note: "second"))
        #expect(shown == asked && shown.description != asked.description)
        try await shop.setUp([[.home, shown]])
        let element = try #require(shop.element(shown))

        #expect(shop.tree.node(for: RoutingEntry(context: asked))?.entry.routable === element)
        #expect(RoutingEntry(context: asked) == element.entry)

        try await shop.setUp([[.catalog]])
        let result = await shop.router.result(of: [.navigate(to: [.home, asked])])

        #expect(result.summary == "switchTo(home)")
        #expect(result.report?.created == [])
        #expect(shop.element(asked) === element)
        #expect(shop.violations == [])
    }

    @Test func anEntryPrintsItsContextAndMatchesItsPrintedIdentifier() throws {
        let entry = RoutingEntry(context: Context.product(42))
        #expect(entry.identifier == "product(42)")
        #expect(entry.description == "product(42)")
        #expect(entry == RoutingEntry(identifier: "product(42)"))
        #expect(entry != RoutingEntry(context: Context(.product, payload: "42")))
        #expect(RoutingEntry(context: Context.product(42)) == RoutingEntry(context: Context.product(42)))

        var renamed = entry
        renamed.identifier = "other"
        #expect(renamed.identifier == "other")
        #expect(renamed != entry)
    }

    @Test func anUpdateInPlaceRenamesTheNodeInTheIndex() async throws {
        let shop = try TestShop()
        try await shop.setUp([[.catalog, .product(1)]])
        let product = try #require(shop.element(.product(1)))

        let updated = await shop.router.result(of: [.navigate(to: [.catalog, .product(2)])])

        #expect(updated.summary == "update(product(1) -> product(2))")
        #expect(shop.tree.node(for: RoutingEntry(context: Context.product(2)))?.entry.routable === product)
        #expect(shop.tree.node(for: RoutingEntry(context: Context.product(1))) == nil)

        try await shop.setUp([[.home]])
        let again = await shop.router.result(of: [.navigate(to: [.product(2)])])

        #expect(again.summary == "switchTo(catalog)")
        #expect(again.report?.reused == [.product(2)])
        #expect(again.report?.updated.isEmpty == true)
        #expect(shop.violations == [])
    }
}
