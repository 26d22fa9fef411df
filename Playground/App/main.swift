import Foundation
import LiveInspector
import Routy
import Shop

/// `swift run Playground [tour | repl [--inspect [PORT]] | run FILE | replay FILE | inspect LOG | record SCRIPT -o LOG | map | examples]`.
@MainActor
func main() async -> Int32 {
    var arguments = Array(CommandLine.arguments.dropFirst())
    // `--regular` anywhere: the shop runs in regular width, as on an iPad, its catalog a split.
    if let flag = arguments.firstIndex(of: "--regular") {
        arguments.remove(at: flag)
        widthClass = .regular
    }
    let style = TerminalStyle(enabled: isatty(STDOUT_FILENO) == 1)
    switch arguments.first {
    case nil, "tour": return await runTour(style: style)
    case "repl":
        guard let inspect = REPLOptions(Array(arguments.dropFirst())) else {
            return usageError(
                "repl takes --inspect and a port from 0 to 65535, not '\(arguments.dropFirst().joined(separator: " "))'"
            )
        }
        return await runREPL(style: style, inspectPort: inspect.port)
    case "run" where arguments.count == 2: return await runScript(at: arguments[1])
    case "replay" where arguments.count == 2: return await runReplay(of: arguments[1])
    case "run", "replay":
        return usageError("\(arguments[0]) takes one FILE, not \(arguments.count - 1) arguments")
    case "inspect": return await runInspect(Array(arguments.dropFirst()))
    case "record": return await runRecord(Array(arguments.dropFirst()))
    case "map": return runMap(Array(arguments.dropFirst()))
    case "examples": return await runWorkedExamples()
    case "help", "-h", "--help":
        print(usage)
        return 0
    case let mode?:
        return usageError("unknown mode '\(mode)'")
    }
}

/// What `repl` was asked: `--inspect` with an optional port.
struct REPLOptions {
    /// The live inspector's port (0: a free one the system picks), or `nil` without `--inspect`.
    var port: UInt16?

    init?(_ arguments: [String]) {
        switch arguments.count {
        case 0: port = nil
        case 1 where arguments[0] == "--inspect": port = 0
        case 2 where arguments[0] == "--inspect":
            guard let port = UInt16(arguments[1]) else { return nil }
            self.port = port
        default: return nil
        }
    }
}

/// Says what was wrong with the command line, then how it is written; the exit status is 2.
///
/// - Parameter problem: What was wrong, as a sentence without its period: `unknown mode 'tuor'`.
func usageError(_ problem: String) -> Int32 {
    FileHandle.standardError.write(Data("error: \(problem)\n\(usage)\n".utf8))
    return 2
}

/// The width the shop runs in: compact unless `--regular` is given.
var widthClass = NavigationWidthClass.compact

let usage = """
    usage: swift run Playground [tour]     the tour of the demo shop
           swift run Playground repl       type commands (help lists them)
           swift run Playground repl --inspect [PORT]
                                           the same, serving the inspector page of the session
                                           at http://127.0.0.1:PORT/ (a free port unless given),
                                           updated as commands run, until the REPL ends
           swift run Playground run FILE   run a script of commands (- reads standard input)
           swift run Playground replay FILE  run a navigation log (JSON Lines, from record) again
           swift run Playground inspect LOG [-o FILE] [--from SNAPSHOT] [--title TITLE]
                                           replay a navigation log and write it as a web page
                                           (FILE: LOG's name with .html unless given)
           swift run Playground record SCRIPT -o LOG [--snapshots FILE]
                                           run a script while recording its navigation log
                                           (and, with --snapshots, the snapshot at each line)
           swift run Playground map [-o FILE] [--html FILE]
                                           the shop's navigation map, as text (and as a picture)
           swift run Playground examples   the worked examples of the routing algorithm
           --regular, before or after the mode, runs the shop in regular width (an iPad's):
           its catalog is a three-column split (commands width, columns)
    """

/// A console on a new shop; what the shop's startup check found goes to standard error, and
/// nothing when all is well.
@MainActor
func makeConsole() -> ShopConsole? {
    do {
        let console = try ShopConsole(widthClass: widthClass)
        for finding in console.app.configurationFindings {
            FileHandle.standardError.write(Data("navigation check: \(finding)\n".utf8))
        }
        return console
    } catch {
        FileHandle.standardError.write(Data("cannot start the shop: \(error)\n".utf8))
        return nil
    }
}

/// Replays a navigation log on a new shop, as `replay FILE` does; fails when the replay differs.
@MainActor
func runReplay(of path: String) async -> Int32 {
    guard let console = makeConsole() else { return 1 }
    let outcome = await console.run(.replay(path))
    for line in outcome.lines { print(line) }
    return outcome.succeeded ? 0 : 1
}

@MainActor
func runTour(style: TerminalStyle) async -> Int32 {
    guard let console = makeConsole() else { return 1 }
    print(
        style.bold(
            "Routy Playground: a headless shop with tabs home, catalog, a group of collections, profile and search."))
    print("Start: \(console.app.path) (signed out)\n")
    for (number, step) in ShopTour.steps.enumerated() {
        print(style.bold("\(number + 1). \(step.narration)"))
        print(style.dim("> \(step.command)"))
        let outcome = await console.run(step.command)
        for line in outcome.lines { print(line.hasPrefix("error") ? style.red(line) : line) }
        print()
    }
    print("Try it yourself: swift run Playground repl")
    return 0
}

@MainActor
func runREPL(style: TerminalStyle, inspectPort: UInt16?) async -> Int32 {
    guard let console = makeConsole() else { return 1 }
    // With --inspect, the commands run through the live inspector, which records them and
    // publishes the page after each; its server stops when the REPL ends.
    var live: LiveInspection?
    var server: InspectorServer?
    if let inspectPort {
        let inspection = LiveInspection(console: console)
        do {
            server = try InspectorServer(port: inspectPort, content: inspection.content)
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            return 1
        }
        live = inspection
    }
    defer {
        server?.stop()
        live?.stop()
    }
    print("Routy Playground: \(console.app.path). Type help for the commands, quit to leave.")
    if let server {
        print("Inspector: http://127.0.0.1:\(server.port)/ (live while the REPL runs)")
    }
    fflush(nil)
    // At a terminal, lines are edited with the arrow keys and the earlier ones come back with up.
    var terminal = TerminalLineReader.isAvailable ? TerminalLineReader(prompt: "shop> ") : nil
    while true {
        let line: String?
        if terminal != nil {
            line = terminal?.readLine()
        } else {
            print("shop> ", terminator: "")
            fflush(nil)
            line = readLine()
        }
        guard let line else { break }
        if ["quit", "exit"].contains(line.trimmingCharacters(in: .whitespaces)) { break }
        let outcome: ShopConsole.Outcome
        if let live { outcome = await live.run(line) } else { outcome = await console.run(line) }
        for printed in outcome.lines { print(printed.hasPrefix("error") ? style.red(printed) : printed) }
    }
    print()
    return 0
}

@MainActor
func runScript(at path: String) async -> Int32 {
    let text: String
    if path == "-" {
        var lines: [String] = []
        while let line = readLine() { lines.append(line) }
        text = lines.joined(separator: "\n")
    } else {
        do {
            text = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            FileHandle.standardError.write(Data("cannot read \(path): \(reason(error, readingFileAt: path))\n".utf8))
            return 1
        }
    }
    guard let console = makeConsole() else { return 1 }
    let result = await ShopScript.run(text, on: console) { print($0) }
    return result.exitStatus
}

/// Why a file could not be read, in plain words.
func reason(_ error: any Error, readingFileAt path: String) -> String {
    var isDirectory: ObjCBool = false
    let manager = FileManager.default
    if !manager.fileExists(atPath: path, isDirectory: &isDirectory) { return "there is no such file" }
    if isDirectory.boolValue { return "it is a directory" }
    if !manager.isReadableFile(atPath: path) { return "permission denied" }
    let code = (error as NSError).code
    if code == NSFileReadInapplicableStringEncodingError || code == NSFileReadCorruptFileError {
        return "it is not UTF-8 text"
    }
    return error.localizedDescription
}

exit(await main())
