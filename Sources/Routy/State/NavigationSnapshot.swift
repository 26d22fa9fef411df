/// What an app shows, as a value: every element's context, how it is presented, each container's
/// tabs in the user's order — the ones the user hid marked — and which one is selected, and what
/// each tab and the root show on top of them — modals included, in the tab they were opened from.
///
/// ``NavigationRouter/snapshot()`` takes one; ``NavigationRouter/restore(_:)`` shows it again,
/// through the router. With contexts that are `Codable`, a snapshot is `Codable` too, and
/// ``json()`` writes it with sorted keys, one key a line:
///
/// ```swift
/// let saved = try router.snapshot().json()
/// // later, in a fresh app:
/// try await router.restore(NavigationSnapshot(json: saved))
/// ```
///
/// The shape is an element tree where each **stack** is flat: the root element and every tab
/// list, bottom first, the elements shown on top of them (``Element/stack``), so that a pushed
/// screen, a modal over it and a modal over that read as one list.
public struct NavigationSnapshot<ContextType: Hashable & Sendable>: Equatable, Sendable {
    /// The version of the format this package writes, and the newest it reads.
    ///
    /// Version 2 adds the tabs the user hid (``Element/isHidden``); version 1, which has none,
    /// is still read.
    public static var currentFormatVersion: Int { 2 }

    /// The version of the format the snapshot was written in.
    public var formatVersion: Int
    /// The root element: the first element of the tree, shown by the window; `nil` for an
    /// empty tree.
    public var root: Element?

    /// Creates a snapshot.
    ///
    /// - Parameters:
    ///   - root: The root element, or `nil` for an app that shows nothing.
    ///   - formatVersion: The version of the format; the current one unless given.
    public init(root: Element?, formatVersion: Int = Self.currentFormatVersion) {
        self.root = root
        self.formatVersion = formatVersion
    }

    /// One element, with the tabs it manages and what is shown on top of it.
    public struct Element: Equatable, Sendable {
        /// The context the element shows.
        public var context: NavigationContext<ContextType>
        /// Where the element stands: the root, a tab, pushed or modal.
        public var presentation: NavigationPresentation.Kind
        /// The children the element manages, in display order; empty unless it is a container.
        public var tabs: [Element]
        /// The index in ``tabs`` of the selected tab; `nil` exactly when there are no tabs.
        public var selectedTab: Int?
        /// Whether the element is a tab the user hid: it is not on the bar, and keeps its stack.
        public var isHidden: Bool
        /// The elements shown on top of this one, bottom first, each shown by the one before it
        /// (the first by this element or its selected tab); only the root and tabs have one, an
        /// element of a stack has none of its own.
        public var stack: [Element]

        /// Creates an element.
        ///
        /// - Parameters:
        ///   - context: The context the element shows.
        ///   - presentation: How it is shown.
        ///   - tabs: The children it manages, in display order.
        ///   - selectedTab: The index of the selected tab; the first when there are tabs and
        ///     none is given.
        ///   - stack: The elements shown on top of it, bottom first.
        ///   - isHidden: Whether it is a tab the user hid.
        public init(
            _ context: NavigationContext<ContextType>,
            presentation: NavigationPresentation.Kind,
            tabs: [Element] = [],
            selectedTab: Int? = nil,
            stack: [Element] = [],
            isHidden: Bool = false
        ) {
            self.context = context
            self.presentation = presentation
            self.tabs = tabs
            self.selectedTab = tabs.isEmpty ? nil : (selectedTab ?? 0)
            self.stack = stack
            self.isHidden = isHidden
        }

        /// The selected tab, if the element has tabs.
        public var selected: Element? {
            selectedTab.flatMap { tabs.indices.contains($0) ? tabs[$0] : nil }
        }

        /// The number of elements: this one, its tabs and its stack, and everything below them.
        ///
        /// Counted with a list of elements to visit, not by recursion: a snapshot from outside may
        /// nest any number of levels.
        public var elementCount: Int {
            var count = 0
            var pending = [self]
            while let element = pending.popLast() {
                count += 1
                pending += element.tabs
                pending += element.stack
            }
            return count
        }

        /// The contexts of the active path from this element: itself, its stack, then the
        /// selected tab's active path of the top element.
        var activePath: [NavigationContext<ContextType>] {
            var path: [NavigationContext<ContextType>] = []
            var base: Element? = self
            while let element = base {
                path.append(element.context)
                path += element.stack.map(\.context)
                base = (element.stack.last ?? element).selected
            }
            return path
        }
    }

    /// The contexts of the active path, from the root element to the one on top of the screen.
    public var activePath: [NavigationContext<ContextType>] {
        root?.activePath ?? []
    }

    /// The number of elements in the snapshot.
    public var elementCount: Int {
        root?.elementCount ?? 0
    }
}

extension NavigationSnapshot {
    /// Checks what the format allows but a value built in code may break: a version this
    /// package reads, a root presented as root, tabs presented as tabs, stacks of pushed and
    /// modal elements that have no stack of their own, a selected tab among the tabs and not
    /// hidden, and only tabs hidden.
    ///
    /// Decoding checks this too; ``NavigationRouter/restore(_:)`` checks it before it runs anything.
    ///
    /// - Throws: ``NavigationSnapshotError/newerFormatVersion(_:supported:)`` or
    ///   ``NavigationSnapshotError/inconsistent(at:reason:)`` naming the first element at fault.
    public func validate() throws(NavigationSnapshotError) {
        guard formatVersion <= Self.currentFormatVersion else {
            throw .newerFormatVersion(formatVersion, supported: Self.currentFormatVersion)
        }
        guard formatVersion >= 1 else {
            throw .inconsistent(at: "formatVersion", reason: "the version is \(formatVersion); versions start at 1")
        }
        guard let root else { return }
        guard root.presentation == .root else {
            throw .inconsistent(at: "root", reason: "the root is presented as \(root.presentation.rawValue), not root")
        }
        try Self.validate(root)
    }

    /// Where an element is found in a check: its role, and the way from the root to it.
    private struct Place {
        enum Role { case root, tab, stack }
        var role: Role
        /// The index in the list of places of the element's parent; `nil` for the root.
        var parent: Int?
        /// The last part of the path: `root`, `.tabs[1]`, `.stack[0]`.
        var part: String
    }

    /// Checks `root` and everything below it, depth first in the order of the format, one
    /// element after another: without a call per level, as a snapshot may nest deep, and with
    /// the path of an element built only for the one at fault.
    private static func validate(_ root: Element) throws(NavigationSnapshotError) {
        var places = [Place(role: .root, parent: nil, part: "root")]
        var pending: [(element: Element, place: Int)] = [(root, 0)]
        func path(_ place: Int) -> String {
            var parts: [String] = []
            var current: Int? = place
            while let index = current {
                parts.append(places[index].part)
                current = places[index].parent
            }
            return parts.reversed().joined()
        }
        while let (element, place) = pending.popLast() {
            switch places[place].role {
            case .root:
                break
            case .tab:
                guard element.presentation == .tab else {
                    throw .inconsistent(
                        at: path(place), reason: "a tab is presented as \(element.presentation.rawValue), not tab")
                }
            case .stack:
                guard element.presentation == .push || element.presentation == .modal else {
                    throw .inconsistent(
                        at: path(place),
                        reason: "an element of a stack is pushed or modal, not \(element.presentation.rawValue)")
                }
            }
            if element.isHidden, places[place].role != .tab {
                throw .inconsistent(at: path(place), reason: "only a tab can be hidden")
            }
            if element.selected?.isHidden == true {
                throw .inconsistent(
                    at: path(place), reason: "it selects tab \(element.selectedTab ?? 0), which is hidden")
            }
            if element.tabs.isEmpty {
                guard element.selectedTab == nil else {
                    throw .inconsistent(
                        at: path(place), reason: "it selects tab \(element.selectedTab ?? 0) but has no tabs")
                }
            } else if element.selected == nil {
                throw .inconsistent(
                    at: path(place),
                    reason: "it selects tab \(element.selectedTab.map(String.init) ?? "none") of \(element.tabs.count)")
            }
            if places[place].role == .stack, !element.stack.isEmpty {
                throw .inconsistent(
                    at: path(place),
                    reason: "an element of a stack has no stack of its own: list what it shows after it")
            }
            // Pushed last first, so that the tabs, then the stack, are checked in order.
            for (index, above) in element.stack.enumerated().reversed() {
                places.append(Place(role: .stack, parent: place, part: ".stack[\(index)]"))
                pending.append((above, places.count - 1))
            }
            for (index, tab) in element.tabs.enumerated().reversed() {
                places.append(Place(role: .tab, parent: place, part: ".tabs[\(index)]"))
                pending.append((tab, places.count - 1))
            }
        }
    }
}

extension NavigationSnapshot: CustomStringConvertible {
    /// The elements, one base a line — the root, then each tab indented below its container —
    /// each followed by its stack; `*` marks the selected tabs, `(hidden)` the tabs the user hid,
    /// and the stacks' modals say so:
    ///
    /// ```
    /// app
    ///   home > article(7)
    ///   catalog * > category(shoes) > product(42) > cart (modal)
    ///   profile (hidden)
    /// ```
    public var description: String {
        guard let root else { return "(empty)" }
        var lines: [String] = []
        // One element after another, without a call per level: a snapshot may nest deep.
        var pending: [(element: Element, selected: Bool, indent: String)] = [(root, false, "")]
        while let (element, selected, indent) = pending.popLast() {
            var line =
                indent + element.context.description + (selected ? " *" : "") + (element.isHidden ? " (hidden)" : "")
            for above in element.stack {
                line += " > \(above.context)" + (above.presentation == .modal ? " (modal)" : "")
            }
            lines.append(line)
            for container in ([element] + element.stack).reversed() {
                for (index, tab) in container.tabs.enumerated().reversed() {
                    pending.append((tab, index == container.selectedTab, indent + "  "))
                }
            }
        }
        return lines.joined(separator: "\n")
    }
}
