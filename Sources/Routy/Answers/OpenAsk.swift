import Portus

/// An ask that waits on a shown element's ``NavigationAnswerSlot``: it ends exactly once, with
/// the value or a dismissal, whichever comes first.
@MainActor
final class OpenAsk {
    /// How an ask ends.
    enum Outcome {
        case value(any Sendable)
        case dismissed(NavigationDismissal)
    }

    /// The entry of the element asked, as the tree held it when the ask began.
    let entry: RoutingEntry
    /// The element asked: the ask ends when the tree no longer holds it under ``entry``.
    weak var element: AnyObject?
    /// The slot the ask waits on.
    weak var slot: NavigationAnswerSlot?
    /// The book that watches the tree for the ask.
    weak var book: AnswerBook?
    /// Ends the caller's wait; `nil` once called. Returns whether the value was taken.
    private var finish: ((Outcome) -> Bool)?
    /// How the element left the tree, when it left while the user's choice was pending: the ask
    /// ends so if the value never comes.
    var leftAs: NavigationDismissal?

    init(entry: RoutingEntry, finish: @escaping (Outcome) -> Bool) {
        self.entry = entry
        self.element = entry.routable
        self.finish = finish
    }

    /// Whether the tree still holds the element asked under the entry it was asked with.
    var isShown: Bool {
        guard let element, let node = book?.tree.node(for: entry) else { return false }
        return node.entry.routable === element
    }

    /// Ends the ask with `outcome`, the first time only: the slot and the book forget it.
    ///
    /// - Returns: Whether this call ended the ask and the caller took the value.
    @discardableResult
    func end(_ outcome: Outcome) -> Bool {
        guard let finish else { return false }
        self.finish = nil
        if let slot, slot.waiter === self { slot.waiter = nil }
        book?.remove(self)
        return finish(outcome)
    }
}

/// The asks of one router that wait for a value, and the tree observer that ends them when their
/// element leaves: made at the first ask, observing the tree only while an ask is open, so that a
/// router that never asks pays nothing.
@MainActor
final class AnswerBook {
    let tree: RoutingTree
    private var asks: [OpenAsk] = []
    private var observer: RoutingTree.ObserverID?

    /// Whether a change of the tree is the router's own.
    private let isOwn: (RoutingTree.Change, RoutingTree.Place) -> Bool

    init(tree: RoutingTree, isOwn: @escaping (RoutingTree.Change, RoutingTree.Place) -> Bool) {
        self.tree = tree
        self.isOwn = isOwn
    }

    isolated deinit {
        if let observer { tree.removeObserver(observer) }
    }

    /// The number of asks that wait for a value.
    var count: Int { asks.count }

    /// Opens `ask` on `slot`; an ask that waited there before ends as ``NavigationDismissal/replaced``.
    func open(_ ask: OpenAsk, on slot: NavigationAnswerSlot) {
        slot.waiter?.end(.dismissed(.replaced))
        ask.slot = slot
        ask.book = self
        slot.waiter = ask
        asks.append(ask)
        if observer == nil {
            observer = tree.addObserver(locating: { [weak self] change, place in
                guard let self else { return }
                treeDidChange(isOwn: self.isOwn(change, place))
            })
        }
    }

    /// Forgets `ask`, and stops observing the tree when no ask is left.
    func remove(_ ask: OpenAsk) {
        asks.removeAll { $0 === ask }
        guard asks.isEmpty, let observer else { return }
        tree.removeObserver(observer)
        self.observer = nil
    }

    /// Ends the asks whose element the change took away: the user's change dismisses them
    /// ``NavigationDismissal/byUser``, a request's ``NavigationDismissal/byNavigation``.
    ///
    /// An ask whose slot holds a pending choice waits for its value instead: the action that
    /// chose it runs after the leave (``NavigationAnswerSlot/choiceIsPending()``).
    private func treeDidChange(isOwn: Bool) {
        for ask in asks where !ask.isShown {
            let dismissal: NavigationDismissal = isOwn ? .byNavigation : .byUser
            guard ask.slot?.isChoicePending != true else {
                ask.leftAs = ask.leftAs ?? dismissal
                continue
            }
            ask.end(.dismissed(dismissal))
        }
    }
}
