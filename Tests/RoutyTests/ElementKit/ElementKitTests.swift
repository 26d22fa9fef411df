import Portus
import Routy
import Testing

/// The element kit the three adapters compose (headless, UIKit, SwiftUI): where an element is
/// shown, and how it tells the tree — and undoes its own change when the tree refuses.
@MainActor
@Suite struct ElementKitTests {
    /// An element of a kit with nothing of a platform: it records what the kit does to it.
    final class Element: KitElement, Routable {
        let name: RoutingIdentifier
        /// When `true`, its entry names an active tab that is not among its tabs: the tree refuses it.
        var isMalformed = false
        private(set) var placement = ElementPlacement()
        private(set) var detachCount = 0

        init(_ name: RoutingIdentifier) { self.name = name }

        var entry: RoutingEntry {
            let tab = RoutingEntry(identifier: "tab")
            let managed = isMalformed ? RoutingEntry.ManagedEntries(entries: [], activeEntry: tab) : nil
            return RoutingEntry(identifier: name, routable: self, managedEntries: managed)
        }

        func place(in slot: NavigationPresentation.Kind?, holder: AnyObject?, tree: RoutingTree?) {
            placement.set(slot, holder: holder, tree: tree)
        }

        func detach() {
            placement.reset()
            detachCount += 1
        }
    }

    /// A tree with a root, `window`, the active leaf.
    private func treeWithWindow() throws -> (RoutingTree, Element) {
        let tree = RoutingTree()
        let window = Element("window")
        try window.enter(.root, holder: nil, under: nil, tree: tree)
        return (tree, window)
    }

    @Test(arguments: [NavigationPresentation.Kind.root, .push, .modal, .tab])
    func anElementEntersWhereItIsPlacedAndIsModalOnlyAsAModal(_ slot: NavigationPresentation.Kind) throws {
        let (tree, window) = try treeWithWindow()
        let element = Element("screen")
        try element.enter(slot, holder: window, under: window.entry, tree: tree)
        #expect(element.placement.slot == slot)
        #expect(element.placement.holder === window)
        #expect(element.placement.tree === tree)
        #expect(element.isShown)
        #expect(element.isActiveLeaf)
        #expect(window.isActiveLeaf == false)
        #expect(tree.node(for: element.entry)?.isModal == (slot == .modal))
    }

    @Test(arguments: [NavigationPresentation.Kind.root, .push, .modal, .tab])
    func anEntryTheTreeRefusesLeavesTheElementAndTheTreeAsTheyWere(_ slot: NavigationPresentation.Kind) throws {
        let (tree, window) = try treeWithWindow()
        let before = tree.description
        let element = Element("screen")
        element.isMalformed = true
        #expect(throws: RoutingError.invalidManagedEntries(element.entry)) {
            try element.enter(slot, holder: window, under: window.entry, tree: tree)
        }
        #expect(element.detachCount == 1)
        #expect(element.isShown == false)
        #expect(element.placement.holder == nil)
        #expect(element.placement.tree == nil)
        #expect(tree.description == before)
        #expect(element.entered(slot, holder: window, under: window.entry, tree: tree) == false)
        #expect(element.detachCount == 2)
        #expect(tree.description == before)
    }

    @Test func theTreeHearsALeaveOnlyOfAnElementItKnows() throws {
        let (tree, window) = try treeWithWindow()
        let element = Element("screen")
        #expect(element.tellTreeItLeft() == false, "not shown: no tree to tell")
        try element.enter(.push, holder: window, under: window.entry, tree: tree)
        #expect(element.tellTreeItLeft())
        #expect(element.isShown, "the caller takes the element away once the tree heard it")
        #expect(tree.activePath == [window.entry])
        #expect(element.tellTreeItLeft() == false, "the tree has left it already")
    }

    @Test func aSwitchTheTreeRefusesIsUndone() throws {
        let (tree, window) = try treeWithWindow()
        var undone = 0
        #expect(window.tellTreeItSwitched(to: RoutingEntry(identifier: "tab"), undo: { undone += 1 }) == false)
        #expect(undone == 1)
        let unplaced = Element("tabs")
        #expect(unplaced.tellTreeItSwitched(to: RoutingEntry(identifier: "tab"), undo: { undone += 1 }) == false)
        #expect(undone == 1, "an element that is not shown changed nothing to undo")
        #expect(tree.activePath == [window.entry])
    }

    @Test(arguments: [
        (NavigationPresentation.Kind?.none, false, false), (.root, false, false), (.root, true, true),
        (.push, true, true),
        (.modal, true, true), (.tab, true, false),
    ])
    func whatTheRouterMayTakeAway(_ slot: NavigationPresentation.Kind?, held: Bool, canBeTakenAway: Bool) {
        let holder = Element("holder")
        var placement = ElementPlacement()
        placement.set(slot, holder: held ? holder : nil, tree: nil)
        #expect(placement.canBeTakenAway == canBeTakenAway)
        #expect(placement.holder(Element.self, in: slot) === (held ? holder : nil))
        #expect(placement.holder(Element.self, in: slot == .push ? .modal : .push) == nil)
    }

    @Test func anElementOffersModalsAndPushesButNeverARoot() {
        for (modal, push) in [(false, false), (true, false), (false, true), (true, true)] {
            #expect(NavigationPresentation.modal.isOffered(modal: modal, push: push) == modal)
            #expect(NavigationPresentation.push.isOffered(modal: modal, push: push) == push)
            #expect(NavigationPresentation.root.isOffered(modal: modal, push: push) == false)
        }
    }

    @Test func aContainerEntryManagesItsTabsWithTheSelectedOneActive() {
        let tabs = [RoutingEntry(identifier: "home"), RoutingEntry(identifier: "catalog")]
        let container = RoutingEntry(identifier: "app")
        #expect(container.managing(tabs, selectedIndex: 1).managedEntries == .init(entries: tabs, activeEntry: tabs[1]))
        #expect(container.managing(tabs, selectedIndex: 2).managedEntries == nil)
        #expect(container.managing([], selectedIndex: 0).managedEntries == nil)
        #expect(tabs.validIndex(1) == 1)
        #expect(tabs.validIndex(5) == 0)
        #expect(tabs.validIndex(-1) == 0)
        #expect(tabs.element(at: 1) == tabs[1])
        #expect(tabs.element(at: 2) == nil)
    }
}
