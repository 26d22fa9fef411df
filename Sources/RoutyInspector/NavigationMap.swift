import Routy

/// The navigation an app declares, as a value: every context type it can show, how it is shown,
/// the deeplink patterns that reach it, the interceptors that guard it, and what the startup
/// check finds.
///
/// ``description`` writes it as stable text — sorted, one screen a line — for a file kept in the
/// repository, so that a pull request that changes the app's navigation shows the change in its
/// diff:
///
/// ```
/// app: root; tabs home, library, profile
/// books: tab in library
/// cart: modal; links shop://cart; sign-in: proceeds
/// library: tab group; tabs books, music
/// music: tab in library, hidden
/// product: push; links shop://catalog/:category/:product
/// profile: tab; sign-in: redirects to navigate(login), keeps the request pending
/// ```
public struct NavigationMap: Equatable, Sendable {
    /// One context type: how it is shown and what reaches and guards it.
    public struct Screen: Equatable, Sendable {
        /// The context type, as a context of it prints without payload (`product`).
        public var type: String
        /// How it is shown: `root`, `tab` or `tab group` (a tab with tabs of its own) when the app
        /// shows it at the start — a tab of a group says `tab in GROUP`, one the user hid ends in
        /// `, hidden` — else the factory's presentation (`push`, `modal`, `root`), or `no maker`.
        public var presentation: String
        /// The tabs it holds when the app shows it at the start as a tab container or a group of
        /// tabs, by type, in the order the bar shows them (the user's, hidden ones included);
        /// empty for any other screen.
        public var tabs: [String]
        /// The deeplink patterns whose example link leads to it (its context last), sorted.
        public var links: [String]
        /// What each interceptor decides about a request for it, in the router's order:
        /// `sign-in: redirects to navigate(login), keeps the request pending`; interceptors that
        /// let it proceed are left out.
        public var guards: [String]

        /// Creates a screen of the map.
        ///
        /// - Parameters:
        ///   - type: The context type, as it prints.
        ///   - presentation: How it is shown.
        ///   - tabs: The tabs it holds, for a tab container or a group.
        ///   - links: The deeplink patterns that reach it.
        ///   - guards: What the interceptors decide about it.
        public init(
            type: String,
            presentation: String,
            tabs: [String] = [],
            links: [String] = [],
            guards: [String] = []
        ) {
            self.type = type
            self.presentation = presentation
            self.tabs = tabs
            self.links = links
            self.guards = guards
        }
    }

    /// The screens, sorted by type.
    public var screens: [Screen]
    /// Deeplink patterns without an example link: where they lead cannot be known.
    public var linksWithoutExample: [String]
    /// What the startup check (`NavigationRouter.checkConfiguration`) finds, in its words.
    public var findings: [String]

    /// Creates a map.
    ///
    /// - Parameters:
    ///   - screens: The screens, sorted by type.
    ///   - linksWithoutExample: Deeplink patterns without an example link.
    ///   - findings: What the startup check finds.
    public init(screens: [Screen], linksWithoutExample: [String] = [], findings: [String] = []) {
        self.screens = screens
        self.linksWithoutExample = linksWithoutExample
        self.findings = findings
    }
}

extension NavigationMap: CustomStringConvertible {
    /// The map as stable text: a heading line, one line per screen
    /// (`type: presentation; tabs …; links …; guard …`), then the links without example and the
    /// findings.
    public var description: String {
        func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
        var lines = ["# Navigation map: \(count(screens.count, "screen")), \(count(findings.count, "finding"))"]
        for screen in screens {
            var parts = [screen.type + ": " + screen.presentation]
            if !screen.tabs.isEmpty { parts.append("tabs " + screen.tabs.joined(separator: ", ")) }
            if !screen.links.isEmpty { parts.append("links " + screen.links.joined(separator: ", ")) }
            parts += screen.guards
            lines.append(parts.joined(separator: "; "))
        }
        if !linksWithoutExample.isEmpty {
            lines.append("links without an example: " + linksWithoutExample.joined(separator: ", "))
        }
        lines += findings.map { "finding: " + $0 }
        return lines.joined(separator: "\n") + "\n"
    }
}
