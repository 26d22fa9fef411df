import Routy
import RoutyHeadless

/// Runs Playground commands on a ``ShopApp`` and says what happened, as text.
@MainActor
public final class ShopConsole {
    /// What one command printed and whether it succeeded.
    public struct Outcome: Equatable, Sendable {
        /// The lines the command printed.
        public var lines: [String]
        /// Whether the command succeeded.
        public var succeeded: Bool
    }

    /// The app of the window the commands drive: the window worked in (`window switch N`).
    public internal(set) var app: ShopApp
    /// The shop's windows, one router each; the first, `1`, is open from the start.
    public let scenes: NavigationScenes<ShopScreen>
    /// The window worked in.
    public internal(set) var window: NavigationSceneID = "1"
    /// The apps of the open windows.
    let windows: ShopWindows
    /// Whether the previous command (blank lines and comments aside) failed.
    public private(set) var previousFailed = false

    /// Creates a console on a new app, started at `app > home`, signed out.
    ///
    /// - Parameters:
    ///   - strategy: What the app's router does with a tab it switches away from.
    ///   - widthClass: The width the shop runs in; in regular width its catalog is a split.
    public init(
        strategy: RoutingStrategy = .keepBranches,
        widthClass: NavigationWidthClass = .compact
    ) throws(NavigationError<ShopScreen>) {
        let first = try ShopApp(strategy: strategy, widthClass: widthClass)
        let windows = ShopWindows(first: first)
        scenes = NavigationScenes { scene throws(NavigationError<ShopScreen>) in
            try windows.app(for: scene, strategy: strategy, widthClass: widthClass).router
        }
        app = first
        self.windows = windows
        try scenes.connect(window)
        scenes.activate(window)
    }

    /// Reads and runs one line.
    public func run(_ line: String) async -> Outcome {
        let outcome: Outcome
        do throws(ShopCommandError) {
            let command = try ShopCommand(parsing: line)
            if command == .nothing { return Outcome(lines: [], succeeded: true) }
            outcome = await run(command)
        } catch {
            outcome = Self.failure("error: \(error)")
        }
        previousFailed = !outcome.succeeded
        return outcome
    }

    /// Runs one command.
    public func run(_ command: ShopCommand) async -> Outcome {
        await execute(command)
    }

    private func execute(_ command: ShopCommand) async -> Outcome {
        switch command {
        case .nothing: return Outcome(lines: [], succeeded: true)
        case .open(let link):
            let contexts = (try? app.deeplinks.contexts(for: link)).map { " -> \(Self.list($0))" } ?? ""
            return await run([.open(link)], heading: "open \(link)\(contexts)")
        case .go(let contexts):
            return await run(
                NavigationRequest([.navigate(to: contexts)], source: "go"), heading: "go \(Self.list(contexts))")
        case .tab(let context):
            return await run(NavigationRequest([.selectTab(context)], source: "tab"), heading: "tab \(context)")
        case .hide(let type), .show(let type):
            let verb = command == .hide(type) ? "hide" : "show"
            guard app.apply("\(verb) \(type.rawValue)") else {
                return Self.failure(
                    "error: the bar cannot \(verb) \(type.rawValue) now: no tab of that screen, or the last one shown")
            }
            return Outcome(
                lines: ["\(verb == "hide" ? "hidden" : "shown"): \(type.rawValue)", "path: \(app.path)"],
                succeeded: true)
        case .back:
            return await run(NavigationRequest([.goBack], source: .user))
        case .close(let context):
            return await run(NavigationRequest([.close(context)], source: .user))
        case .login:
            // One user for every window: the others are signed in too.
            for other in windows.apps.values where other !== app && !other.isSignedIn { other.apply("signed-in") }
            let result = await app.signIn()
            var lines = ["signed in"]
            if let result { lines += Self.describe(result, path: nil).lines }
            lines.append("path: \(app.path)")
            return Outcome(lines: lines, succeeded: (try? result?.get()) != nil || result == nil)
        case .logout:
            let outcome = Self.describe(await app.signOut(), path: app.path)
            return Outcome(lines: ["signed out"] + outcome.lines, succeeded: outcome.succeeded)
        case .planLink(let link):
            return plan([.open(link)])
        case .planContexts(let contexts):
            return plan([.navigate(to: contexts)])
        case .path:
            return Outcome(lines: [app.path], succeeded: true)
        case .tree:
            return Outcome(lines: [app.tree.description], succeeded: true)
        case .dot:
            return Outcome(lines: [app.tree.dotRepresentation], succeeded: true)
        case .mermaid:
            return Outcome(lines: [app.tree.mermaidRepresentation], succeeded: true)
        case .links:
            return Outcome(lines: app.deeplinks.patterns.map(\.description), succeeded: true)
        case .snapshot:
            return Outcome(lines: [app.router.snapshot().description], succeeded: true)
        case .save(let file):
            return save(to: file)
        case .restore(let file):
            return await restore(from: file)
        case .record(let file):
            return record(to: file)
        case .recordOff:
            let lines = app.isRecording ? "recording stopped: \(app.stopRecording()) line(s) written" : "not recording"
            return Outcome(lines: [lines], succeeded: true)
        case .replay(let file):
            return await replay(file)
        case .check:
            return check()
        case .expectPath(let expected):
            return app.path == expected
                ? Outcome(lines: [], succeeded: true)
                : Self.failure("expected path \(expected), but it is \(app.path)")
        case .expectError:
            return previousFailed
                ? Outcome(lines: [], succeeded: true)
                : Self.failure("expected the previous command to fail, but it succeeded")
        case .width(let width):
            guard let split = app.catalogSplit else { return Self.noSplit }
            width == .compact ? split.collapse() : split.expand()
            app.router.windowWidthClass = width
            return Outcome(lines: [Self.columnsLine(of: split), "path: \(app.path)"], succeeded: true)
        case .columns:
            guard let split = app.catalogSplit else { return Self.noSplit }
            return Outcome(lines: [Self.columnsLine(of: split)], succeeded: true)
        case .entry(let entry, let window):
            return await open(entry, in: window.map { NavigationSceneID(rawValue: $0) })
        case .activity:
            return Outcome(lines: ["activity: \(app.activity?.description ?? "none")"], succeeded: true)
        case .window(let action):
            return run(action)
        case .help:
            return Outcome(lines: [ShopCommand.helpText], succeeded: true)
        }
    }

    /// `columns: catalog | category(shoes) | product(42)`, and `(collapsed)` when the columns are
    /// one stack.
    private static func columnsLine(of split: HeadlessSplit<ShopScreen>) -> String {
        "columns: \(split.columnsDescription)" + (split.isCollapsed ? " (collapsed)" : "")
    }

    private static let noSplit = failure("error: the catalog has no columns here; run the Playground with --regular")

    // MARK: - Commands

    /// Runs a request and prints its outcome and the path after it; with a heading, also the
    /// heading and the plan before it.
    private func run(_ request: NavigationRequest<ShopScreen>, heading: String? = nil) async -> Outcome {
        var lines: [String] = []
        if let heading {
            lines.append(heading)
            if let plan = try? app.router.plan(request) { lines.append("plan: \(plan)") }
        }
        let result = await app.perform(request)
        let outcome = Self.describe(result, path: app.path)
        return Outcome(lines: lines + outcome.lines, succeeded: outcome.succeeded)
    }

    private func plan(_ request: NavigationRequest<ShopScreen>) -> Outcome {
        do throws(NavigationFailure<ShopScreen>) {
            let report = try app.router.plan(request)
            var lines = report.instructions.isEmpty ? ["(nothing to do)"] : report.instructions.map(\.description)
            // A modal of a named style, such as the cart's form sheet in regular width.
            let styled = report.presentations.filter { ($0.presentation.modalStyle ?? .automatic) != .automatic }
            if !styled.isEmpty {
                lines.append("shown as " + styled.map { "\($0.context): \($0.presentation)" }.joined(separator: ", "))
            }
            if !report.redirectedBy.isEmpty {
                let pending = report.pendingRequest.map { "; pending: \($0)" } ?? ""
                lines.append("(redirected by \(report.redirectedBy.joined(separator: " -> "))\(pending))")
            }
            return Outcome(lines: lines, succeeded: true)
        } catch {
            return Self.failure("error: \(error.cause)")
        }
    }

    // MARK: - Printing

    static func describe(_ result: NavigationResult<ShopScreen>, path: String?) -> Outcome {
        var lines: [String]
        let succeeded: Bool
        switch result {
        case .success(let report):
            lines = ["done: \(report)"]
            succeeded = true
        case .failure(let failure):
            lines = ["error: \(failure.cause)"]
            if !failure.report.instructions.isEmpty { lines.append("executed before the error: \(failure.report)") }
            succeeded = false
        }
        if let path { lines.append("path: \(path)") }
        return Outcome(lines: lines, succeeded: succeeded)
    }

    static func failure(_ line: String) -> Outcome {
        Outcome(lines: [line], succeeded: false)
    }

    static func list(_ items: [some CustomStringConvertible]) -> String {
        items.isEmpty ? "(nothing to do)" : items.map(\.description).joined(separator: ", ")
    }
}
