import Foundation
import RoutyHeadless
import RoutyInspector

/// The screens of the inspected app: tabs home and catalog, products pushed, the cart a modal, and
/// notes whose payload is any text — a log's hostile input; the factory makes no settings.
enum Screen: String, Hashable, Sendable, Codable, NavigationPayloadDeclaring {
    case app, home, catalog, product, cart, note, settings

    var payloadType: (any (Codable & Hashable & Sendable).Type)? {
        switch self {
        case .product: Int.self
        case .note: String.self
        default: nil
        }
    }
}

extension NavigationContext where ContextType == Screen {
    static var app: Self { Self(.app) }
    static var home: Self { Self(.home) }
    static var catalog: Self { Self(.catalog) }
    static var cart: Self { Self(.cart) }
    static func product(_ id: Int) -> Self { Self(.product, payload: id) }
    static func note(_ text: String) -> Self { Self(.note, payload: text) }
}

/// A headless app, started at `app > home`, that records what its router does, with the
/// snapshot it showed after each line: what the inspector's replay must draw.
@MainActor
final class InspectedApp {
    let tree = RoutingTree()
    let window: HeadlessWindow<Screen>
    let tabs: HeadlessTabs<Screen>
    let router: NavigationRouter<Screen>
    private(set) var lines: [String] = []
    /// The snapshot when each line was written.
    private(set) var snapshots: [NavigationSnapshot<Screen>] = []
    private var recorder: NavigationRecorder<Screen>?

    init(recording: Bool = true) throws {
        window = HeadlessWindow(tree: tree)
        tabs = HeadlessTabs(.app, tabs: [HeadlessStack(.home), HeadlessStack(.catalog)])
        try window.show(tabs)
        var factory = NavigationElementRegistry<Screen>()
        factory.register(.product) { HeadlessScreen($0, isUpdatable: true) }
        factory.register(.note) { HeadlessScreen($0) }
        factory.register(.cart, presentation: .modal) { HeadlessScreen($0) }
        router = NavigationRouter(tree: tree, factory: factory)
        guard recording else { return }
        recorder = NavigationRecorder(router: router) { [unowned self] line in
            lines.append(line)
            snapshots.append(router.snapshot())
        }
    }

    /// The log so far, as a file holds it.
    var log: String { lines.joined(separator: "\n") + "\n" }

    /// Runs a request and ignores how it ended: the log has it.
    func run(_ request: NavigationRequest<Screen>) async {
        _ = try? await router.perform(request)
    }

    func mark(_ name: String) {
        recorder?.mark(name)
    }

    /// A few requests of every kind: a deeplink's navigation, an update in place, a modal, a
    /// failure, what the user did, and a mark.
    func tour() async {
        await run(NavigationRequest([.navigate(to: [.catalog, .product(42)])], source: .deeplink))
        await run([.navigate(to: [.product(43)])])
        await run(NavigationRequest([.navigate(to: [.catalog, .product(43), .cart])], source: .notification))
        await run([.navigate(to: [NavigationContext(.settings)])])
        mark("signed-in")
        await run(NavigationRequest([.goBack], source: .user))
        tabs.reselect()
    }
}

extension InspectedApp {
    /// The tour, recorded on one app and replayed from its log on a fresh one that knows the mark.
    static func touredInspection() async throws -> (recorded: InspectedApp, inspection: NavigationInspection<Screen>) {
        let app = try InspectedApp()
        await app.tour()
        let fresh = try InspectedApp(recording: false)
        let inspection = try await NavigationInspection.replaying(jsonLines: app.log, on: fresh.router) {
            $0 == "signed-in"
        }
        return (app, inspection)
    }
}

/// The page's data as a JSON value, for what a test reads back.
func decodedData(_ pageData: String) throws -> [String: Any] {
    let value = try JSONSerialization.jsonObject(with: Data(pageData.utf8))
    return value as? [String: Any] ?? [:]
}
