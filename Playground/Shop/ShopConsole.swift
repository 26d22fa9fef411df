import Portus
import Routy

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

    /// The app the commands drive.
    public let app: ShopApp
    /// Whether the previous command (blank lines and comments aside) failed.
    public private(set) var previousFailed = false

    /// Creates a console on a new app, started at `app > home`, signed out.
    public init() throws(RoutingError) {
        app = try ShopApp()
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
        let outcome = await execute(command)
        app.dropPendingWithoutLogin()
        return outcome
    }

    private func execute(_ command: ShopCommand) async -> Outcome {
        switch command {
        case .nothing: return Outcome(lines: [], succeeded: true)
        case .open(let link):
            do throws(DeeplinkError) {
                let contexts = try app.deeplinks.contexts(for: link)
                return await present(contexts, source: "deeplink", heading: "open \(link) -> \(Self.list(contexts))")
            } catch {
                return Outcome(lines: ["error: \(error)", "path: \(app.path)"], succeeded: false)
            }
        case .go(let contexts):
            return await present(contexts, source: "go", heading: "go \(Self.list(contexts))")
        case .back:
            return await back()
        case .dismiss(let context):
            return Self.describe(await app.router.dismiss(context, source: "dismiss"), path: app.path)
        case .login:
            let results = await app.signIn()
            var lines = ["signed in"]
            for result in results { lines += Self.describe(result, path: nil).lines }
            lines.append("path: \(app.path)")
            return Outcome(lines: lines, succeeded: results.allSatisfy { (try? $0.get()) != nil })
        case .logout:
            let outcome = Self.describe(await app.signOut(), path: app.path)
            return Outcome(lines: ["signed out"] + outcome.lines, succeeded: outcome.succeeded)
        case .planLink(let link):
            do throws(DeeplinkError) {
                return plan(try app.deeplinks.contexts(for: link))
            } catch {
                return Self.failure("error: \(error)")
            }
        case .planContexts(let contexts):
            return plan(contexts)
        case .path:
            return Outcome(lines: [app.path], succeeded: true)
        case .tree:
            return Outcome(lines: [app.tree.description], succeeded: true)
        case .dot:
            return Outcome(lines: [app.tree.dotRepresentation], succeeded: true)
        case .mermaid:
            return Outcome(lines: [app.tree.mermaidRepresentation], succeeded: true)
        case .expectPath(let expected):
            return app.path == expected
                ? Outcome(lines: [], succeeded: true)
                : Self.failure("expected path \(expected), but it is \(app.path)")
        case .expectError:
            return previousFailed
                ? Outcome(lines: [], succeeded: true)
                : Self.failure("expected the previous command to fail, but it succeeded")
        case .help:
            return Outcome(lines: [ShopCommand.helpText], succeeded: true)
        }
    }

    // MARK: - Commands

    private func present(_ contexts: [ShopContext], source: String, heading: String) async -> Outcome {
        var lines = [heading]
        switch app.router.plan(contexts) {
        case .success(let instructions): lines.append("plan: \(Self.list(instructions))")
        case .failure(let error): lines.append("plan: fails: \(error)")
        }
        let outcome = Self.describe(await app.router.present(contexts, source: source), path: app.path)
        return Outcome(lines: lines + outcome.lines, succeeded: outcome.succeeded)
    }

    private func back() async -> Outcome {
        guard let leaf = app.tree.activeLeaf,
            let element = leaf.entry.routable as? any NavigationElement<ShopScreen>
        else { return Self.failure("error: nothing is shown") }
        if leaf.isManagedByParent {
            return Self.failure("error: \(element.context) is the root of its tab; there is nothing to go back to")
        }
        return Self.describe(await app.router.dismiss(element.context, source: "back"), path: app.path)
    }

    private func plan(_ contexts: [ShopContext]) -> Outcome {
        switch app.router.plan(contexts) {
        case .success(let instructions):
            return Outcome(
                lines: instructions.isEmpty ? ["(nothing to do)"] : instructions.map(\.description),
                succeeded: true
            )
        case .failure(let error):
            return Self.failure("error: \(error)")
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
            lines = ["error: \(failure.error)"]
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
