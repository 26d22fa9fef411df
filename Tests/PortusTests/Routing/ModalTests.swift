import Portus
import Testing

/// A modal covers the containers below it, as a modal covers a tab bar: a route that switches one
/// of them leaves the modal first, whatever the strategy.
@MainActor
@Suite struct ModalTests {
    /// A node that enters, leaves and switches at once, telling the tree each time.
    final class Box: Enterable, Leavable, Switchable {
        let identifier: RoutingIdentifier
        let tree: RoutingTree
        var tabs: [Box] = []
        var selected: Box?
        var child: Box?
        weak var host: Box?
        var isModal = false
        var refuses = false

        init(_ identifier: RoutingIdentifier, tree: RoutingTree, tabs: [Box] = []) {
            self.identifier = identifier
            self.tree = tree
            self.tabs = tabs
            selected = tabs.first
            for tab in tabs { tab.host = self }
        }

        var entry: RoutingEntry {
            RoutingEntry(
                identifier: identifier, routable: self,
                managedEntries: selected.map { .init(entries: tabs.map(\.entry), activeEntry: $0.entry) },
                isModal: isModal)
        }

        /// Shows `box` on top of this one, as a push or — `modal` — a modal presentation.
        func show(_ box: Box, modal: Bool = false) throws {
            box.isModal = modal
            box.host = self
            child = box
            try tree.didEnterNode(withEntry: box.entry)
        }

        func enterNode(with entry: RoutingEntry, animated: Bool, completion: @escaping (Bool) -> Void) {
            completion((try? show(Box(entry.identifier, tree: tree))) != nil)
        }

        func canLeaveNode(with entry: RoutingEntry) -> Bool { !refuses }

        func leaveNode(with entry: RoutingEntry, animated: Bool, completion: @escaping (Bool) -> Void) {
            guard (try? tree.didLeaveNode(with: self.entry)) != nil else { return completion(false) }
            host?.child = nil
            completion(true)
        }

        func switchToNode(with entry: RoutingEntry, animated: Bool, completion: @escaping (Bool) -> Void) {
            guard let tab = tabs.first(where: { $0.identifier == entry.identifier }),
                (try? tree.switchNode(withEntry: self.entry, didSwitchToNodeWithEntry: tab.entry)) != nil
            else { return completion(false) }
            selected = tab
            completion(true)
        }
    }

    /// Tabs `a` and `b`; `a` shows `screen`, which shows `modal` modally.
    @MainActor
    struct App {
        let tree = RoutingTree()
        let root: Box
        let screen: Box
        let modal: Box

        init() throws {
            root = Box("root", tree: tree, tabs: [Box("a", tree: tree), Box("b", tree: tree)])
            screen = Box("screen", tree: tree)
            modal = Box("modal", tree: tree)
            try tree.didEnterNode(withEntry: root.entry)
            for tab in root.tabs { try tree.didEnterNode(withEntry: tab.entry) }
            try root.tabs[0].show(screen)
            try screen.show(modal, modal: true)
        }
    }

    static let toB: StaticRoutingDestination = ["root", "b"].entries

    @Test(
        "a switch below a modal leaves the modal first",
        arguments: [
            (RoutingStrategy.keepBranches, ["leave(modal)", "switchTo(b)"]),
            (.tearDown, ["leave(modal)", "leave(screen)", "switchTo(b)"]),
        ])
    func switchLeavesTheModal(strategy: RoutingStrategy, instructions: [String]) async throws {
        let app = try App()
        let router = Router(tree: app.tree, strategy: strategy)
        #expect(app.tree.node(for: app.modal.entry)?.isModal == true)
        #expect(try router.plan(to: Self.toB).get().map(\.description) == instructions)
        let executed = try await router.routeTo(staticDestination: Self.toB)
        #expect(executed.map(\.description) == instructions)
        #expect(app.tree.activePath.map(\.identifier) == ["root", "b"])
        #expect(app.tree.node(for: app.modal.entry) == nil, "no modal is left in the inactive tab")
    }

    @Test func aModalThatRefusesBlocksTheSwitch() throws {
        let app = try App()
        app.modal.refuses = true
        let router = Router(tree: app.tree, strategy: .keepBranches)
        #expect(router.plan(to: Self.toB) == .failure(.leaveRefused(app.modal.entry)))
    }

    @Test func routesInsideTheModalsBranchKeepIt() throws {
        let app = try App()
        let router = Router(tree: app.tree, strategy: .keepBranches)
        let plan = try router.plan(to: ["root", "a", "screen", "modal", "detail"].entries).get()
        #expect(plan.map(\.description) == ["enter(detail)"])
    }

    @Test func theFlagStaysThroughAnUpdateAndIsNotPartOfEquality() throws {
        let app = try App()
        var renamed = app.modal.entry
        renamed.identifier = "modal2"
        renamed.isModal = false
        try app.tree.didUpdateNode(with: app.modal.entry, to: renamed)
        #expect(app.tree.activeLeaf?.isModal == true)
        #expect(RoutingEntry(identifier: "x", isModal: true) == RoutingEntry(identifier: "x"))
    }
}

/// The tree tells its observers what every notification changed.
@MainActor
@Suite struct TreeObserverTests {
    @Test func observersHearEveryChangeUntilRemoved() throws {
        let tree = RoutingTree()
        var heard: [String] = []
        let observer = tree.addObserver { change in
            switch change {
            case .entered(let entry): heard.append("entered \(entry)")
            case .left(let entry): heard.append("left \(entry)")
            case .switched(let container, let tab): heard.append("switched \(container) to \(tab)")
            case .updated(let from, let to): heard.append("updated \(from) to \(to)")
            case .rearranged(let container): heard.append("rearranged \(container)")
            }
        }
        let root = ModalTests.Box(
            "root", tree: tree, tabs: [ModalTests.Box("a", tree: tree), ModalTests.Box("b", tree: tree)])
        try tree.didEnterNode(withEntry: root.entry)
        try tree.switchNode(withEntry: root.entry, didSwitchToNodeWithEntry: root.tabs[1].entry)
        try tree.didEnterNode(withEntry: RoutingEntry(identifier: "detail"))
        try tree.didUpdateNode(with: RoutingEntry(identifier: "detail"), to: RoutingEntry(identifier: "detail2"))
        #expect(throws: RoutingError.unknownNode(RoutingEntry(identifier: "nowhere"))) {
            try tree.didLeaveNode(with: RoutingEntry(identifier: "nowhere"))
        }
        try tree.didLeaveNode(with: RoutingEntry(identifier: "detail2"))
        tree.removeObserver(observer)
        try tree.didEnterNode(withEntry: RoutingEntry(identifier: "unheard"))

        #expect(
            heard == [
                "entered root", "switched root to b", "entered detail", "updated detail to detail2", "left detail2",
            ])
    }
}

extension ModalTests {
    @Test func aNodeAboveTheModalThatRefusesBlocksTheSwitch() throws {
        let app = try App()
        let top = Box("top", tree: app.tree)
        try app.modal.show(top)
        top.refuses = true
        let router = Router(tree: app.tree, strategy: .keepBranches)
        #expect(router.plan(to: Self.toB) == .failure(.leaveRefused(top.entry)))
        top.refuses = false
        #expect(try router.plan(to: Self.toB).get().map(\.description) == ["leave(modal)", "switchTo(b)"])
    }
}
