/// What an app shows, as a value: every element's context, how it is presented, each container's
/// tabs and which one is selected, and what each tab and the root show on top of them — modals
/// included, in the tab they were opened from.
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
    public static var currentFormatVersion: Int { 1 }

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

    /// How an element is shown.
    public enum Presentation: String, Hashable, Sendable, Codable, CaseIterable {
        /// The root element, shown by the window.
        case root
        /// One of the children a container manages: a tab, a page.
        case tab
        /// Pushed onto a stack.
        case push
        /// Presented modally: it covers the tab bar, and belongs to the tab it was opened from.
        case modal
    }

    /// One element, with the tabs it manages and what is shown on top of it.
    public struct Element: Equatable, Sendable {
        /// The context the element shows.
        public var context: NavigationContext<ContextType>
        /// How the element is shown.
        public var presentation: Presentation
        /// The children the element manages, in display order; empty unless it is a container.
        public var tabs: [Element]
        /// The index in ``tabs`` of the selected tab; `nil` exactly when there are no tabs.
        public var selectedTab: Int?
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
        public init(
            _ context: NavigationContext<ContextType>,
            presentation: Presentation,
            tabs: [Element] = [],
            selectedTab: Int? = nil,
            stack: [Element] = []
        ) {
            self.context = context
            self.presentation = presentation
            self.tabs = tabs
            self.selectedTab = tabs.isEmpty ? nil : (selectedTab ?? 0)
            self.stack = stack
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
            var toVisit = [self]
            while let element = toVisit.popLast() {
                count += 1
                toVisit += element.tabs
                toVisit += element.stack
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
                for above in element.stack { path.append(above.context) }
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
    /// modal elements that have no stack of their own, and a selected tab among the tabs.
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
        try Self.validate(root, at: "root", inStack: false)
    }

    private static func validate(_ element: Element, at path: String, inStack: Bool) throws(NavigationSnapshotError) {
        if element.tabs.isEmpty {
            guard element.selectedTab == nil else {
                throw .inconsistent(at: path, reason: "it selects tab \(element.selectedTab ?? 0) but has no tabs")
            }
        } else if element.selected == nil {
            throw .inconsistent(
                at: path,
                reason: "it selects tab \(element.selectedTab.map(String.init) ?? "none") of \(element.tabs.count)")
        }
        if inStack, !element.stack.isEmpty {
            throw .inconsistent(
                at: path, reason: "an element of a stack has no stack of its own: list what it shows after it")
        }
        for (index, tab) in element.tabs.enumerated() {
            let tabPath = "\(path).tabs[\(index)]"
            guard tab.presentation == .tab else {
                throw .inconsistent(at: tabPath, reason: "a tab is presented as \(tab.presentation.rawValue), not tab")
            }
            try validate(tab, at: tabPath, inStack: false)
        }
        for (index, above) in element.stack.enumerated() {
            let abovePath = "\(path).stack[\(index)]"
            guard above.presentation == .push || above.presentation == .modal else {
                throw .inconsistent(
                    at: abovePath,
                    reason: "an element of a stack is pushed or modal, not \(above.presentation.rawValue)")
            }
            try validate(above, at: abovePath, inStack: true)
        }
    }
}

extension NavigationSnapshot: CustomStringConvertible {
    /// The elements, one base a line — the root, then each tab indented below its container —
    /// each followed by its stack; `*` marks the selected tabs and the stacks' modals say so:
    ///
    /// ```
    /// app
    ///   home > article(7)
    ///   catalog * > category(shoes) > product(42) > cart (modal)
    ///   profile
    /// ```
    public var description: String {
        guard let root else { return "(empty)" }
        var lines: [String] = []
        // Bases still to print, the next on top: a list, not recursion, for snapshots of any depth.
        var toPrint = [(element: root, selected: false, indent: "")]
        while let (element, selected, indent) = toPrint.popLast() {
            var line = indent + element.context.description + (selected ? " *" : "")
            for above in element.stack {
                line += " > \(above.context)" + (above.presentation == .modal ? " (modal)" : "")
            }
            lines.append(line)
            var tabs: [(element: Element, selected: Bool, indent: String)] = []
            for container in [element] + element.stack {
                for (index, tab) in container.tabs.enumerated() {
                    tabs.append((tab, index == container.selectedTab, indent + "  "))
                }
            }
            toPrint += tabs.reversed()
        }
        return lines.joined(separator: "\n")
    }
}
