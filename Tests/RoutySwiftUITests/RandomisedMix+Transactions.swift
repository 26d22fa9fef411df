import Portus
import Routy
import RoutySwiftUI
import RoutyTestSupport
import SeededRandom
import Testing

/// An ask the mix made, and how it ended.
@MainActor
final class AskRecord {
    let label: String
    /// The alert the ask shows, once shown.
    weak var alert: SwiftUIAlert<Screen, DeleteChoice>?
    /// How the ask ended: its answer, or why it failed; `nil` while it waits.
    var outcome: String?
    /// How often it ended; once, for an ask that ended.
    var endings = 0
    /// The answer it must end with: a button was tapped before its binding was set.
    var expected: String?

    init(label: String) {
        self.label = label
    }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
extension Mix {
    // MARK: - Asks

    /// Asks for `confirmDelete(id)`, waits until the request that shows the alert ended, and
    /// mostly answers it at once; an alert left shown goes with a later request or gesture.
    func ask() async {
        let id = Int.random(in: 1...3, using: &random)
        askCount += 1
        let record = AskRecord(label: "ask #\(askCount) confirmDelete(\(id))")
        asks.append(record)
        log.append(record.label)
        let endedBefore = requestsEnded
        Task { [shop] in
            let outcome = await shop.router.askOutcome(.confirmDelete(id), returning: DeleteChoice.self)
            record.outcome = outcome
            record.endings += 1
        }
        await yieldUntil("the request of \(record.label) ends") { requestsEnded > endedBefore }
        // The alert in front is this ask's when it shows its context — a new one, or the one an
        // earlier ask showed, whose ask this one replaced —, else the ask failed.
        let front = shop.frontModal?.alert as? SwiftUIAlert<Screen, DeleteChoice>
        if let front, front.context == .confirmDelete(id) {
            for earlier in asks where earlier !== record && earlier.alert === front { earlier.alert = nil }
            record.alert = front
        }
        if record.alert != nil, random.chance(70) { gesture(checked: true, alert: true) }
    }

    /// Waits until every ask whose alert is gone from the tree has ended, and checks that each
    /// ended once, with the value of the button tapped before the alert's binding was set.
    func settleAsks() async {
        var turns = 0
        while turns < 10_000, !asks.allSatisfy({ $0.outcome != nil || isShown($0.alert) }) {
            await Task.yield()
            turns += 1
        }
        for record in asks where record.outcome == nil && !isShown(record.alert) {
            found.append("\(record.label) did not end, though its alert is gone")
        }
        for record in asks where record.outcome != nil {
            if record.endings != 1 { found.append("\(record.label) ended \(record.endings) times") }
            if let expected = record.expected, record.outcome != expected {
                found.append("\(record.label) ended \(record.outcome ?? "-"), not \(expected)")
            }
            if record.outcome?.hasPrefix("value(") == true { answeredAsks += 1 }
        }
        asks.removeAll { $0.outcome != nil }
    }

    private func isShown(_ alert: SwiftUIAlert<Screen, DeleteChoice>?) -> Bool {
        guard let alert else { return false }
        return shop.tree.node(for: alert.entry) != nil
    }

    // MARK: - Gestures

    /// The alert in front, tapped (a button's action and the binding set to `false`, in an
    /// order chosen from the seed) or taken away with no button.
    func alertGesture() -> String {
        guard let modal = shop.frontModal, let alert = modal.alert else { return "alert gesture (no alert)" }
        let isDialog = alert.buttons.style == .actionSheet
        let unbind = {
            if isDialog { modal.isConfirmationDialogPresented = false } else { modal.isAlertPresented = false }
        }
        guard random.chance(70) else {
            unbind()
            return "the alert taken away with no button"
        }
        let index = Int.random(in: 0..<alert.buttons.actions.count, using: &random)
        let choiceFirst = random.chance(50)
        if choiceFirst, let record = asks.last(where: { $0.alert === alert }) {
            record.expected = "value(\(index == 0 ? DeleteChoice.delete : .keep))"
        }
        if choiceFirst {
            alert.choose(buttonAt: index)
            unbind()
        } else {
            unbind()
            alert.choose(buttonAt: index)
        }
        return "the alert's button \(index) tapped, \(choiceFirst ? "action first" : "binding first")"
    }

    /// The writes of one SwiftUI transaction, computed from what is shown as it starts, delivered
    /// in an order chosen from the seed: two or three of a sheet pulled down, a path pushed or
    /// popped on the stack in front, a tab tapped, a path set on another tab.
    func transaction() -> String {
        transactions += 1
        var writes: [(name: String, write: @MainActor () -> Void)] = []
        if let modal = shop.frontModal, modal.presented != nil, !modal.isDismissDisabled {
            writes.append(("sheet = nil", { modal.presented = nil }))
        }
        if let stack = shop.frontStack {
            let path = random.chance(50) ? Array(stack.path.dropLast()) : stack.path + [pushable()]
            writes.append(("\(stack.context).path = \(path)", { stack.path = path }))
        }
        let tab = random.pick(shop.tabs.tabs)
        writes.append(("selection = \(tab.context)", { [shop] in shop.tabs.selection = tab.context }))
        if let stack = tab as? SwiftUIStack<Screen>, random.chance(50) {
            let path = stack.path + [pushable()]
            writes.append(("\(stack.context).path = \(path)", { stack.path = path }))
        }
        if random.chance(30) {
            let (name, customization) = toggledCustomization()
            writes.append((name, { [shop] in shop.tabs.customization = customization }))
        }
        let order = writes.shuffled(using: &random).prefix(Int.random(in: 2...3, using: &random))
        for write in order { write.write() }
        return "transaction: " + order.map(\.name).joined(separator: "; ")
    }

    /// The user hides a tab in the sidebar, or shows a hidden one again: what SwiftUI writes to
    /// the customization the tab view binds.
    func customizationGesture() -> String {
        let (name, customization) = toggledCustomization()
        shop.tabs.customization = customization
        return name
    }

    /// The customization with one tab, chosen from the seed, hidden or shown again.
    private func toggledCustomization() -> (String, TestTabCustomization) {
        let tab = random.pick(shop.tabs.tabs)
        var customization = shop.tabs.customization as? TestTabCustomization ?? TestTabCustomization()
        let id = shop.tabs.customizationID(of: tab) ?? "-"
        let hide = !customization.isTabHidden(id)
        customization.setTabHidden(id, hide)
        return ("customization: \(hide ? "hide" : "show") \(tab.context)", customization)
    }

    /// The sidebar collapses into a bar, or the bar expands (a width chosen from the seed): the
    /// tab view writes the selection again from the form it is drawn in now.
    func redrawGesture() -> String {
        let widthClass = random.pick(NavigationWidthClass.allCases)
        let selection = shop.tabs.selection
        shop.tabs[selectionShownIn: widthClass] = selection
        return "the tab view drawn \(widthClass), writing \(selection) again"
    }
}
