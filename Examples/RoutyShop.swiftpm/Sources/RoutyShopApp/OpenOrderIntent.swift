import AppIntents

/// An order of the shop, as Siri, Shortcuts and Spotlight name it. The type is named `Order`
/// because the shop's entry table reads the intents that open one as `intent(Order; id=N)`
/// (`ShopApp.makeEntries`, from the `Shop` module): `NavigationEntry(intent)` names an intent's
/// target by its entity's type. `nonisolated`, as its query: under Xcode 26's defaults they would
/// be main-actor isolated, and an isolated conformance cannot serve an intent, which is `Sendable`.
nonisolated struct Order: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Order"
    static let defaultQuery = OrderQuery()

    let id: Int

    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "Order \(id)") }
}

/// Finds the shop's orders by number: every number is an order in this example.
nonisolated struct OrderQuery: EntityQuery {
    func entities(for identifiers: [Int]) async throws -> [Order] {
        identifiers.map(Order.init)
    }
}

/// Opens an order. On iOS 26 the system directs it to a window, whose view opens the order
/// (`onAppIntentExecution`) before `perform()` runs; so `perform()` has nothing left to do. (Not
/// `nonisolated` as the entity is: its `@Parameter`'s storage is a mutable stored property; an
/// App Intent is `Sendable`, so it is not main-actor isolated under Xcode 26's defaults anyway.)
struct OpenOrderIntent: OpenIntent {
    static let title: LocalizedStringResource = "Open Order"

    @Parameter(title: "Order") var target: Order

    func perform() async throws -> some IntentResult {
        .result()
    }
}

@available(iOS 26.0, *)
extension OpenOrderIntent: TargetContentProvidingIntent {}
