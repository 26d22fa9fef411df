import Routy

extension NavigationInspection {
    /// The data the inspector page draws, as the JSON it embeds: what a test pins.
    ///
    /// One object, a line for each tree and each entry:
    ///
    /// - `contexts`: every context shown in a tree, as its description prints it (`product(42)`);
    /// - `trees`: each distinct tree once, as a list of its elements parents first — tabs before
    ///   the stack, in the order the bar shows them (the user's) — each
    ///   `[context, parent, role, active]`: the index in `contexts`, the index of its parent in the
    ///   list (`-1` for the root), `r` root, `t` tab, `T` selected tab, `g` group of tabs (a tab
    ///   with tabs of its own), `G` selected group, `p` pushed, `m` modal, and `1` when it is on
    ///   the active path; a tab or group the user hid has a fifth item, `1`;
    /// - `start`: the index in `trees` of what the app showed before the first entry;
    /// - `entries`: one object per entry — `n` its number from 1, `k` its kind (`request`,
    ///   `outcome`, `user`, `mark`, `unrecorded`), `text` the entry in the library's words, `tree`
    ///   the index of the tree after it; a request's `id`, `src` (its source) and `peer` (the
    ///   number of its outcome); an outcome's `id`, `peer` (its request), `ok`, `ins` (the
    ///   instructions), `upd` (updates, as `[from, to]`), `redir` (the interceptors that
    ///   redirected it), `pending`, `error` and `step` (the failed step, from 0); what the user
    ///   did as `ins` and `upd`, with `path`, the active path after it; and `div` where a replay
    ///   differed from the log.
    ///
    /// Strings are escaped so that the text can sit in a `<script>` element as it is: `<`, `>`
    /// and `&` are `\u` escapes. Each tree is written once however many entries show it, and the
    /// whole is built in one pass over the entries and their trees, without recursion.
    ///
    /// - Returns: The JSON text.
    public func pageData() -> String {
        var data = InspectorPageData(start: start)
        data.append(steps)
        return data.json
    }
}

/// The data of an inspector page written a few steps at a time, as a live page grows — what the
/// server of a ``NavigationInspection/liveHTML(title:map:)`` page answers with
/// (``NavigationInspection/pageData()`` writes it all at once): each step costs the same however
/// many came before it.
///
/// ```swift
/// var data = InspectorPageData(start: router.snapshot())   // when the page is written
/// data.append(newSteps)                                    // as the app runs
/// let answer = data.update(since: 12, contexts: 4, trees: 3) // entries?since=12&contexts=4&trees=3
/// ```
///
/// A request whose outcome was not among the steps it came with has no `peer`; its outcome's
/// `peer` names it, and the page then takes the outcome's number and tree for the request.
public struct InspectorPageData<ContextType: Hashable & Sendable>: Sendable {
    private var writer = PageDataWriter<ContextType>()
    /// Each entry's JSON object, in order.
    public private(set) var entries: [String] = []
    /// The index in ``trees`` of what the app showed before the first entry.
    public let start: Int
    /// The latest request's number for each id so far.
    private var requests: [Int: Int] = [:]

    /// The data of a page with no entry yet.
    ///
    /// - Parameter start: What the app showed before the first entry: the page's `start` tree.
    public init(start: NavigationSnapshot<ContextType>) {
        self.start = writer.tree(of: start)
    }

    /// Every context shown so far, each as a JSON string.
    public var contexts: [String] { writer.contexts }
    /// Every distinct tree so far, each as JSON.
    public var trees: [String] { writer.trees }

    /// Writes the entries of `steps`, which follow those written before.
    ///
    /// - Parameter steps: The next steps of the log, in its order.
    public mutating func append(_ steps: some Collection<NavigationInspection<ContextType>.Step>) {
        // The peers first: a request's outcome comes after it, and the latest request with an id
        // owns the outcome that follows.
        var latest = requests
        var outcomes: [Int: Int] = [:]
        for (offset, step) in steps.enumerated() {
            let number = entries.count + offset + 1
            switch step.entry {
            case .request(let id, _): latest[id] = number
            case .outcome(let id, _):
                if let request = latest[id], request > entries.count { outcomes[request] = number }
            default: break
            }
        }
        for step in steps {
            let number = entries.count + 1
            let tree = writer.tree(of: step.snapshot)
            var entry = InspectorJSON()
            entry.raw("{\"n\":\(number)")
            Self.writeEntry(step.entry, number: number, into: &entry, requests: &requests, outcomes: outcomes)
            if let divergence = step.divergence { entry.field("div", divergence) }
            entry.field("tree", tree)
            entry.raw("}")
            entries.append(entry.text)
        }
    }

    /// The whole data, as ``NavigationInspection/pageData()`` describes it.
    public var json: String {
        "{\"version\":1,\n\"contexts\":[" + contexts.joined(separator: ",") + "],\n\"trees\":["
            + trees.joined(separator: ",\n") + "],\n\"start\":\(start),\n\"entries\":["
            + (entries.isEmpty ? "" : "\n" + entries.joined(separator: ",\n")) + "]}\n"
    }

    /// The answer to a live page's `entries?since=N&contexts=C&trees=T`: the number of entries,
    /// and the contexts, trees and entries after the first C, T and N
    /// (``NavigationInspection/liveHTML(title:map:)``).
    ///
    /// - Parameters:
    ///   - since: How many entries the page has.
    ///   - contexts: How many contexts the page has.
    ///   - trees: How many trees the page has.
    /// - Returns: The JSON object.
    public func update(since: Int, contexts: Int, trees: Int) -> String {
        InspectorPageUpdate.json(
            total: entries.count, contexts: self.contexts.dropFirst(max(0, contexts)),
            trees: self.trees.dropFirst(max(0, trees)), entries: entries.dropFirst(max(0, since)))
    }

    private static func writeEntry(
        _ entry: NavigationLogEntry<ContextType>,
        number: Int,
        into json: inout InspectorJSON,
        requests: inout [Int: Int],
        outcomes: [Int: Int]
    ) {
        switch entry {
        case .request(let id, let request):
            requests[id] = number
            json.field("k", "request")
            json.field("id", id)
            json.field("src", request.source.rawValue)
            json.field("text", request.description)
            if let outcome = outcomes[number] { json.field("peer", outcome) }
        case .outcome(let id, let outcome):
            json.field("k", "outcome")
            json.field("id", id)
            json.field("text", outcome.description)
            if let request = requests[id] { json.field("peer", request) }
            json.raw(outcome.succeeded ? ",\"ok\":true" : ",\"ok\":false")
            writeInstructions(outcome.instructions, into: &json)
            if !outcome.redirectedBy.isEmpty { json.field("redir", outcome.redirectedBy) }
            if let pending = outcome.pendingRequest { json.field("pending", pending.description) }
            if let error = outcome.error { json.field("error", error) }
            if let step = outcome.stepIndex { json.field("step", step) }
        case .user(let instruction, let path):
            json.field("k", "user")
            json.field("text", instruction.description)
            writeInstructions([instruction], into: &json)
            json.field("path", path.map(\.description))
        case .mark(let name):
            json.field("k", "mark")
            json.field("text", name)
        case .pendingDropped(let id, let request, let drop):
            json.field("k", "dropped")
            json.field("id", id)
            json.field("text", "\(request) (\(drop))")
        case .unrecorded(let event, let reason):
            json.field("k", "unrecorded")
            json.field("text", "\(event) (\(reason))")
        }
    }

    private static func writeInstructions(
        _ instructions: [NavigationInstruction<ContextType>],
        into json: inout InspectorJSON
    ) {
        json.field("ins", instructions.map(\.description))
        var updates: [(String, String)] = []
        for case .update(let from, let to) in instructions { updates.append((from.description, to.description)) }
        guard !updates.isEmpty else { return }
        json.raw(",\"upd\":[")
        for (index, (from, to)) in updates.enumerated() {
            json.raw(index == 0 ? "[" : ",[")
            json.string(from)
            json.raw(",")
            json.string(to)
            json.raw("]")
        }
        json.raw("]")
    }
}

/// What a live page's server answers when the page asks for what it has not shown yet.
package enum InspectorPageUpdate {
    /// What a live page's server answers to `entries?since=N&contexts=C&trees=T`
    /// (``NavigationInspection/liveHTML(title:map:)``): the number of entries, and the contexts,
    /// trees and entries after the first C, T and N.
    ///
    /// - Parameters:
    ///   - total: How many entries the log has.
    ///   - contexts: The contexts after those the page has, each as a JSON string.
    ///   - trees: The trees after those the page has.
    ///   - entries: The entries after those the page has.
    package static func json(
        total: Int,
        contexts: ArraySlice<String>,
        trees: ArraySlice<String>,
        entries: ArraySlice<String>
    ) -> String {
        "{\"total\":\(total),\"contexts\":[" + contexts.joined(separator: ",") + "],\"trees\":["
            + trees.joined(separator: ",") + "],\"entries\":[" + entries.joined(separator: ",") + "]}\n"
    }
}

/// Collects the contexts and the distinct trees of a page's data, each written once, as JSON.
private struct PageDataWriter<ContextType: Hashable & Sendable>: Sendable {
    typealias Element = NavigationSnapshot<ContextType>.Element

    private(set) var contexts: [String] = []
    private(set) var trees: [String] = []
    private var contextIndex: [String: Int] = [:]
    private var treeIndex: [String: Int] = [:]

    /// The index of the snapshot's tree in ``trees``, added when it is new.
    mutating func tree(of snapshot: NavigationSnapshot<ContextType>) -> Int {
        let text = flatten(snapshot)
        if let index = treeIndex[text] { return index }
        trees.append(text)
        treeIndex[text] = trees.count - 1
        return trees.count - 1
    }

    private mutating func context(_ context: NavigationContext<ContextType>) -> Int {
        let description = context.description
        if let index = contextIndex[description] { return index }
        var json = InspectorJSON()
        json.string(description)
        contexts.append(json.text)
        contextIndex[description] = contexts.count - 1
        return contexts.count - 1
    }

    /// An element waiting to be written: its parent's index, role, and whether it is on the active
    /// path and the top of its stack (whose selected tab the active path goes on to).
    private struct Pending {
        var element: Element
        var parent: Int
        var role: String
        var isActive: Bool
        var isTop: Bool
        var isHidden = false
    }

    /// The tree as `[[context, parent, role, active(, hidden)], …]`, parents first, each element followed
    /// by its tabs' subtrees and then its stack's: a list to visit, not recursion.
    private mutating func flatten(_ snapshot: NavigationSnapshot<ContextType>) -> String {
        guard let root = snapshot.root else { return "[]" }
        var json = InspectorJSON()
        json.raw("[")
        var count = 0
        var pending = [Pending(element: root, parent: -1, role: "r", isActive: true, isTop: root.stack.isEmpty)]
        var children: [Pending] = []
        while let item = pending.popLast() {
            let index = count
            count += 1
            json.raw(index == 0 ? "[" : ",[")
            json.number(context(item.element.context))
            json.raw(",\(item.parent),\"\(item.role)\",\(item.isActive ? 1 : 0)\(item.isHidden ? ",1" : "")]")
            children.removeAll(keepingCapacity: true)
            let element = item.element
            for (position, tab) in element.tabs.enumerated() {
                let selected = position == element.selectedTab
                let role = tab.tabs.isEmpty ? (selected ? "T" : "t") : (selected ? "G" : "g")
                children.append(
                    Pending(
                        element: tab, parent: index, role: role, isActive: item.isActive && item.isTop && selected,
                        isTop: tab.stack.isEmpty, isHidden: tab.isHidden))
            }
            for (position, above) in element.stack.enumerated() {
                children.append(
                    Pending(
                        element: above, parent: index, role: above.presentation == .modal ? "m" : "p",
                        isActive: item.isActive, isTop: position == element.stack.count - 1))
            }
            pending += children.reversed()
        }
        json.raw("]")
        return json.text
    }
}
