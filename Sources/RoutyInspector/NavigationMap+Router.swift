import Routy

extension NavigationMap {
    /// Reads the map of what a router can show: the context types of its factory's registry, of
    /// what it shows now (its root and tabs), of the deeplinks' example links and of `knownTypes`;
    /// for each, how it is shown (a group of tabs as a group, with its tabs in the user's order; a
    /// tab the user hid as hidden), the patterns that reach it, and what each interceptor decides
    /// about a request for it (asked as a dry run asks, without payload; nothing runs); and the
    /// findings of `checkConfiguration(deeplinks:knownTypes:)`.
    ///
    /// Call it where the app has just started, as the startup check is called: interceptors decide
    /// on the app's state now.
    ///
    /// - Parameters:
    ///   - router: The app's router, showing what the app shows at its start.
    ///   - deeplinks: The app's deeplink table; by default the router's, when it is a table.
    ///   - knownTypes: Context types to list besides those found.
    @MainActor
    public init<ContextType: Hashable & Sendable>(
        router: NavigationRouter<ContextType>,
        deeplinks: DeeplinkTable<ContextType>? = nil,
        knownTypes: [ContextType] = []
    ) {
        typealias Context = NavigationContext<ContextType>
        var types: [ContextType] = []
        var seen: Set<ContextType> = []
        func note(_ type: ContextType) {
            if seen.insert(type).inserted { types.append(type) }
        }
        // What the app shows at the start, as root, tab or group of tabs, and the tabs each holds.
        typealias Element = NavigationSnapshot<ContextType>.Element
        var shownAs: [ContextType: String] = [:]
        var tabs: [ContextType: [String]] = [:]
        var pending: [(element: Element, holder: Element?)] = router.snapshot().root.map { [($0, nil)] } ?? []
        while let (element, holder) = pending.popLast() {
            let type = element.context.type
            note(type)
            if element.presentation == .root || element.presentation == .tab {
                var shown =
                    element.presentation == .tab && !element.tabs.isEmpty ? "tab group" : element.presentation.rawValue
                if element.presentation == .tab, let holder, holder.presentation == .tab {
                    shown += " in " + Context(holder.context.type).description
                }
                if element.isHidden { shown += ", hidden" }
                shownAs[type] = shownAs[type] ?? shown
            }
            if !element.tabs.isEmpty, tabs[type] == nil {
                tabs[type] = element.tabs.map { Context($0.context.type).description }
            }
            pending += element.tabs.map { ($0, element) }
            pending += element.stack.map { ($0, element) }
        }
        if let registry = router.factory as? NavigationElementRegistry<ContextType> {
            for type in registry.registeredTypes { note(type) }
        }
        var links: [ContextType: [String]] = [:]
        var withoutExample: [String] = []
        let table = deeplinks ?? (router.deeplinks as? DeeplinkTable<ContextType>)
        for pattern in table?.patterns ?? [] {
            guard let example = table?.example(for: pattern), let last = try? table?.contexts(for: example).last
            else {
                withoutExample.append(pattern.description)
                continue
            }
            note(last.type)
            links[last.type, default: []].append(pattern.description)
        }
        for type in knownTypes { note(type) }

        var screens: [Screen] = []
        for type in types {
            let context = Context(type)
            let presentation =
                shownAs[type] ?? ((try? router.factory.presentation(for: context)).map(\.description) ?? "no maker")
            var guards: [String] = []
            let request = NavigationRequest([.navigate(to: [context])])
            for interceptor in router.interceptors {
                switch interceptor.intercept(request) {
                case .proceed: continue
                case .redirect(let redirect, let keepingOriginal):
                    guards.append(
                        "\(interceptor.name): redirects to \(redirect)"
                            + (keepingOriginal ? ", keeps the request pending" : ""))
                case .reject(let error): guards.append("\(interceptor.name): rejects (\(error))")
                case .suspend: guards.append("\(interceptor.name): decides later")
                }
            }
            screens.append(
                Screen(
                    type: context.description, presentation: presentation, tabs: tabs[type] ?? [],
                    links: (links[type] ?? []).sorted(), guards: guards))
        }
        screens.sort { $0.type < $1.type }
        let findings = router.checkConfiguration(deeplinks: table, knownTypes: knownTypes).map(\.description)
        self.init(screens: screens, linksWithoutExample: withoutExample.sorted(), findings: findings)
    }
}
