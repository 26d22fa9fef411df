import Portus
import Routy
import RoutyHeadless
import SeededRandom
import Shop

extension ShopSoak {
    /// Runs one random action and says what it did.
    func runRandomAction(step: Int) async -> String {
        // The user's gestures take the rolls from 100 on, when the soak makes them.
        let roll = Int.random(in: 0..<(makesGestures ? 115 : 100), using: &generator)
        switch roll {
        case 0..<22: return openRandomLink()
        case 22..<42: return presentRandomContexts()
        case 42..<50: return back()
        case 50..<56: return closeRandomContext()
        case 56..<60: return await signIn()
        case 60..<63: return await signOut()
        case 63..<71: return burst()
        case 71..<77: return await runRandomConsoleLine()
        case 77..<83:
            let target = injectFailure()
            return "fail next operation of \(target); " + randomRequest()
        case 83..<88:
            app.apply("factory-off")
            let request = presentRandomContexts()
            // The request is planned (and its elements made) synchronously unless an
            // interceptor suspends it; settle before turning the factory back on.
            _ = await settleQuietly()
            app.apply("factory-on")
            return "factory returns nothing; " + request
        case 88..<93:
            let target = refuseLeave(step: step)
            return "\(target) refuses to be left; " + randomRequest()
        case 93..<97:
            return toggleFeature() + "; " + randomRequest()
        case 100...: return userGesture()
        default:
            app.apply("loop-on")
            let request = generator.chance(50) ? openRandomLink() : presentRandomContexts(including: ShopContext(.cart))
            _ = await settleQuietly()
            app.apply("loop-off")
            return "redirect loop on the cart; " + request
        }
    }

    /// Turns the feature flag of a random screen type off, or, when one is off, on again: one
    /// type at most is off, so that the other steps still reach the screens.
    private func toggleFeature() -> String {
        let mark =
            app.disabledFeatures.first.map { "feature-on \($0.rawValue)" }
            ?? "feature-off \(generator.pick(Self.flaggedTypes).rawValue)"
        app.apply(mark)
        return mark
    }

    /// The screen types whose feature the soak turns off and on: a category falls back to the
    /// catalog, the others are rejected while off.
    static let flaggedTypes: [ShopScreen] = [.category, .article, .product, .orders, .cart]

    // MARK: - Requests

    /// A deeplink, a context sequence, back or a dismiss.
    private func randomRequest() -> String {
        switch Int.random(in: 0..<4, using: &generator) {
        case 0: openRandomLink()
        case 1: presentRandomContexts()
        case 2: back()
        default: closeRandomContext()
        }
    }

    /// Opens a link through the router; a bad one must fail to read and change nothing.
    private func openRandomLink() -> String {
        let link = generator.chance(75) ? randomGoodLink() : generator.pick(Self.badLinks)
        perform([.open(link)], label: "open \(link)")
        return "open \(link)"
    }

    /// Navigates to one to three random contexts, then to `last` when given.
    private func presentRandomContexts(including last: ShopContext? = nil) -> String {
        var contexts = (0..<Int.random(in: 1...3, using: &generator)).map { _ in randomContext() }
        if let last { contexts.append(last) }
        let label = "go " + contexts.map(\.description).joined(separator: " ")
        perform(NavigationRequest([.navigate(to: contexts)], source: "go"), label: label)
        return label
    }

    /// Takes away the top element; at a tab's root this fails and changes nothing.
    private func back() -> String {
        perform(NavigationRequest([.goBack], source: "back"), label: "back")
        return "back"
    }

    private func closeRandomContext() -> String {
        let context = randomContext()
        perform(NavigationRequest([.close(context)], source: "close"), label: "close \(context)")
        return "close \(context)"
    }

    private func signIn() async -> String {
        let result = await app.signIn()
        return "sign in (\(result == nil ? 0 : 1) request(s))"
    }

    private func signOut() async -> String {
        let result = await app.signOut()
        return "sign out (\((try? result.get()) == nil ? "failed" : "done"))"
    }

    /// Several requests at once, some cancelled, sometimes replacing the waiting ones.
    private func burst() -> String {
        let replaces = generator.chance(30)
        app.router.queuePolicy = replaces ? .replacePending : .enqueue
        defer { app.router.queuePolicy = .enqueue }
        var tickets: [(RequestLedger.Entry, NavigationTicket)] = []
        var labels: [String] = []
        for _ in 0..<Int.random(in: 2...4, using: &generator) {
            let contexts = (0..<Int.random(in: 1...3, using: &generator)).map { _ in randomContext() }
            let label = "burst go " + contexts.map(\.description).joined(separator: " ")
            tickets.append(perform(NavigationRequest([.navigate(to: contexts)], source: "burst"), label: label))
            labels.append(label)
        }
        for (entry, ticket) in tickets where generator.chance(40) {
            entry.wasCancelled = ticket.cancel()
            if entry.wasCancelled { labels.append("cancelled: \(entry.label)") }
        }
        return "\(replaces ? "replacing " : "")burst: " + labels.joined(separator: "; ")
    }

    private func runRandomConsoleLine() async -> String {
        let line = generator.pick(Self.consoleLines)
        let outcome = await console.run(line)
        return "console \(line) (\(outcome.succeeded ? "ok" : "failed"))"
    }

    @discardableResult
    private func perform(_ request: NavigationRequest<ShopScreen>, label: String) -> (
        RequestLedger.Entry, NavigationTicket
    ) {
        let (entry, completion) = ledger.completion(for: label, stepCount: request.steps.count)
        return (entry, app.router.enqueue(request, completion: completion))
    }

    /// Waits for the router to be idle, without judging anything.
    private func settleQuietly() async -> Bool {
        for _ in 0..<10_000 {
            if ledger.isSettled, !app.router.isRunning { return true }
            await Task.yield()
        }
        return false
    }

    // MARK: - Faults

    /// Tells a random element of the tree to fail its next operation, through the shop's mark.
    private func injectFailure() -> String {
        guard let element = randomElement() else { return "nothing" }
        app.apply("fail \(element.context.commandText)")
        return element.context.description
    }

    /// Tells a random element of the tree to refuse to be left for a few steps, through the
    /// shop's mark.
    private func refuseLeave(step: Int) -> String {
        guard let element = randomElement() else { return "nothing" }
        app.apply("refuse \(element.context.commandText)")
        refusing.append((element, step + Int.random(in: 1...5, using: &generator)))
        return element.context.description
    }

    /// A random element among those a mark can name: the element `window.element(showing:)`
    /// finds for its context, as a replay of the mark finds it.
    private func randomElement() -> HeadlessElement<ShopScreen>? {
        let window = app.window
        let elements = Self.nodes(below: app.tree.root).compactMap { $0.entry.routable as? HeadlessElement<ShopScreen> }
            .filter { window.element(showing: $0.context) === $0 }
        return elements.isEmpty ? nil : generator.pick(elements)
    }

    /// Every node of the subtree, parents first.
    static func nodes(below root: RoutingTree.Node?) -> [RoutingTree.Node] {
        guard let root else { return [] }
        return [root] + root.children.flatMap { nodes(below: $0) }
    }

    // MARK: - Random input

    private func randomContext() -> ShopContext {
        let type = generator.pick(ShopScreen.allCases)
        switch type.payloadKind {
        case .none: return ShopContext(type)
        case .integer: return ShopContext(type, payload: Int.random(in: 1...3, using: &generator))
        case .text: return ShopContext(type, payload: generator.pick(Self.categories))
        }
    }

    private func randomGoodLink() -> String {
        let id = Int.random(in: 1...3, using: &generator)
        let category = generator.pick(Self.categories)
        let links = [
            "shop://home", "shop://articles/\(id)", "shop://catalog", "shop://catalog/\(category)",
            "shop://catalog/\(category)/\(id)", "shop://profile", "shop://orders", "shop://orders/\(id)",
            "shop://cart", "shop://login", "shop://catalog/\(category)/\(id)?ref=mail",
        ]
        return generator.pick(links)
    }

    static let categories = ["shoes", "bags", "hats"]

    static let badLinks = [
        "", "shop://", "shop://orders/seven", "shop://nowhere", "shop://catalog/shoes/1/extra", "shop://articles/",
        "shop://cat alog", "shop://catalog/%zz", "://catalog", "shop://articles/99999999999999999999999",
        "https://example.com/catalog", "shop://orders/1.5", "shop://catalog/%E2%82",
    ]

    static let consoleLines = [
        "path", "tree", "dot", "mermaid", "help", "plan shop://catalog/shoes/1", "plan catalog category:bags",
        "plan shop://nowhere", "go catalog category:hats", "go product:x", "go", "bogus command", "back",
        "close cart", "open shop://cart", "open shop://orders/2", "expect error", "expect path app > home",
        "# a comment", "", "login", "logout", "go home article:2", "close nowhere", "tab catalog", "tab product:1",
    ]
}
