// libFuzzer target: snapshots and navigation logs, read and then run in a headless app.
//
// Every input is read as a snapshot (JSON) and as a navigation log (JSON Lines). A snapshot that
// reads is written again and must read back the same; it is then restored in a fresh headless
// app, and the app must show the restoration's target. A log that reads is replayed in a fresh
// headless app: every request must end exactly once, and the tree must match what the headless
// UI shows. No input may crash.
//
// The seeds include a snapshot of a stack of 1 000 screens and a log line of a request of
// 1 000 contexts; run.sh lets inputs grow to 400 000 bytes, thousands of contexts.

import Foundation
import Portus
import Routy
import RoutyHeadless

enum Screen: String, Codable, Hashable, Sendable, NavigationPayloadDeclaring {
    case app, home, catalog, profile, article, product, orders, cart, login, account, help, search

    var payloadType: (any (Codable & Hashable & Sendable).Type)? {
        switch self {
        case .article, .product: Int.self
        case .search: String.self
        default: nil
        }
    }
}

typealias Context = NavigationContext<Screen>

/// A fresh headless app: tabs home, catalog and profile; pushed screens; the modals cart and
/// login; and `account`, a modal with two tabs of its own, `help` and `search`.
@MainActor
struct App {
    let tree = RoutingTree()
    let window: HeadlessWindow<Screen>
    let router: NavigationRouter<Screen>

    init() {
        window = HeadlessWindow(tree: tree)
        let tabs = HeadlessTabs(
            Context(.app),
            tabs: [HeadlessStack(Context(.home)), HeadlessStack(Context(.catalog)), HeadlessStack(Context(.profile))])
        guard (try? window.show(tabs)) != nil else { fatalError("the app cannot show its tabs") }
        var registry = NavigationElementRegistry<Screen>()
        // `help` and `search` are only tabs, of `account`: a screen of the same context would
        // stand in their way, and a restore would reuse it instead of the tab.
        registry.register([.article, .product, .orders]) { HeadlessScreen($0, isUpdatable: true) }
        registry.register([.cart, .login], presentation: .modal) { HeadlessScreen($0) }
        registry.register(.account, presentation: .modal) { context in
            HeadlessTabs(context, tabs: [HeadlessStack(Context(.help)), HeadlessStack(Context(.search))])
        }
        router = NavigationRouter(tree: tree, factory: registry)
    }

    /// Breaks the run when the tree does not match what the headless UI shows.
    func checkInvariants(after what: String) {
        guard window.shownPath == window.treePath, tree.consistencyViolations.isEmpty else {
            fatalError(
                "after \(what): shown \(window.shownPath), the tree says \(window.treePath); "
                    + "\(tree.consistencyViolations)")
        }
    }
}

@MainActor
func fuzzSnapshot(_ data: Data) {
    guard let snapshot = try? NavigationSnapshot<Screen>(jsonData: data) else { return }
    guard let json = try? snapshot.jsonData(), let again = try? NavigationSnapshot<Screen>(jsonData: json),
        again == snapshot
    else { fatalError("\(snapshot) does not survive writing and reading") }
    _ = snapshot.description
    let app = App()
    guard let restoration = try? app.router.restoration(for: snapshot) else { return }
    var results: [NavigationResult<Screen>] = []
    app.router.enqueue(restoration.request) { results.append($0) }
    guard results.count == 1 else { fatalError("the restore of \(snapshot) ended \(results.count) times") }
    app.checkInvariants(after: "restoring \(snapshot)")
    // A headless tab container shows what is pushed on it in its selected tab, so a snapshot
    // whose container has a stack of its own (as UIKit's may) is not shown as its target.
    // The target takes a container the app does not show yet to have the tabs the snapshot lists
    // (NavigationRestoration.target); the factory's `account` has `help` and `search`, in that
    // order, whatever the snapshot lists.
    guard case .success = results[0], !containerHasStack(restoration.target) else { return }
    let expected = NavigationSnapshot(root: restoration.target.root.map(withFactoryTabs))
    if app.router.snapshot() != expected {
        fatalError("restoring \(snapshot) shows \(app.router.snapshot()), not its target \(expected)")
    }
}

/// `element` as the app shows it: every `account` with the factory's tabs, `help` then `search`,
/// each with the stack the snapshot gave it, and the same tab selected.
func withFactoryTabs(_ element: NavigationSnapshot<Screen>.Element) -> NavigationSnapshot<Screen>.Element {
    var shown = element
    shown.stack = element.stack.map(withFactoryTabs)
    shown.tabs = element.tabs.map(withFactoryTabs)
    guard element.context == Context(.account) else { return shown }
    let factoryTabs = [Context(.help), Context(.search)]
    let selected = element.selected?.context
    shown.tabs = factoryTabs.map { context in
        shown.tabs.first { $0.context == context } ?? .init(context, presentation: .tab)
    }
    shown.selectedTab = selected.flatMap { factoryTabs.firstIndex(of: $0) } ?? 0
    return shown
}

/// Whether an element of the snapshot has both tabs and a stack.
func containerHasStack(_ snapshot: NavigationSnapshot<Screen>) -> Bool {
    var pending = snapshot.root.map { [$0] } ?? []
    while let element = pending.popLast() {
        if !element.tabs.isEmpty, !element.stack.isEmpty { return true }
        pending += element.tabs + element.stack
    }
    return false
}

@MainActor
func fuzzLog(_ text: String) async {
    guard let entries = try? NavigationLogEntry<Screen>.entries(jsonLines: text), !entries.isEmpty else { return }
    let app = App()
    var stepCount = 0
    let report = await app.router.replay(entries, mark: { _ in true }) { _ in stepCount += 1 }
    guard report.steps.count == stepCount else { fatalError("\(report.steps.count) steps, \(stepCount) told") }
    _ = report.description
    app.checkInvariants(after: "replaying \(entries.count) entries")
}

/// Runs `body` on the main actor and waits for it, serving the main queue meanwhile.
func runOnMain(_ body: @escaping @MainActor @Sendable () async -> Void) {
    nonisolated(unsafe) var done = false
    Task { @MainActor in
        await body()
        done = true
    }
    while !done { _ = RunLoop.main.run(mode: .default, before: .distantFuture) }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRestore(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = Data(UnsafeBufferPointer(start: data, count: count))
    let text = String(decoding: bytes, as: UTF8.self)
    runOnMain {
        fuzzSnapshot(bytes)
        await fuzzLog(text)
    }
    return 0
}
