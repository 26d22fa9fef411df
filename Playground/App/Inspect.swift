import Foundation
import Routy
import RoutyInspector
import Shop

/// `inspect LOG [-o FILE] [--from SNAPSHOT] [--title TITLE]`: replays a navigation log on a new
/// shop — from a saved snapshot when given — and writes the inspector page.
@MainActor
func runInspect(_ arguments: [String]) async -> Int32 {
    let options: InspectOptions
    do throws(InspectOptions.Problem) {
        options = try InspectOptions(arguments)
    } catch {
        return usageError(error.text)
    }
    let text: String
    do {
        text = try String(contentsOfFile: options.log, encoding: .utf8)
    } catch {
        return fail("cannot read \(options.log): \(reason(error, readingFileAt: options.log))")
    }
    let entries: [NavigationLogEntry<ShopScreen>]
    do throws(NavigationLogError) {
        entries = try NavigationLogEntry<ShopScreen>.entries(jsonLines: text)
    } catch {
        return fail("error: \(error)")
    }
    guard let console = makeConsole() else { return 1 }
    let app = console.app
    if let from = options.from {
        let outcome = await console.run(.restore(from))
        guard outcome.succeeded else { return fail(outcome.lines.joined(separator: "\n")) }
    }
    let map = NavigationMap(router: app.router, deeplinks: app.deeplinks, knownTypes: ShopScreen.allCases)
    let inspection = await NavigationInspection.replaying(entries, on: app.router) { app.apply($0) }
    let html = inspection.html(title: options.title ?? "Navigation inspector: \(options.log)", map: map)
    do {
        try html.write(toFile: options.output, atomically: true, encoding: .utf8)
    } catch {
        return fail("cannot write \(options.output): \(error.localizedDescription)")
    }
    let differing = inspection.divergences.count
    print(
        "wrote \(options.output): \(entries.count) entries, \(html.utf8.count) bytes; "
            + (differing == 0
                ? "the replay did what the log says" : CountWording.entriesDiffer(differing) + " from the log"))
    return 0
}

/// `record SCRIPT -o LOG [--snapshots FILE]`: runs a script of commands while recording its
/// navigation log; with `--snapshots`, also writes the snapshot the shop showed when each line of
/// the log was written (compact JSON, one a line), which the browser check compares the page with.
@MainActor
func runRecord(_ arguments: [String]) async -> Int32 {
    guard arguments.count >= 3, arguments[1] == "-o" else {
        return usageError("record needs a SCRIPT, then -o and the LOG to write")
    }
    let script = arguments[0]
    let log = arguments[2]
    var snapshotsFile: String?
    if arguments.count == 5, arguments[3] == "--snapshots" {
        snapshotsFile = arguments[4]
    } else if arguments.count != 3 {
        return usageError(
            "record takes only --snapshots FILE after -o LOG, not '\(arguments[3...].joined(separator: " "))'")
    }
    let text: String
    do {
        text = try String(contentsOfFile: script, encoding: .utf8)
    } catch {
        return fail("cannot read \(script): \(reason(error, readingFileAt: script))")
    }
    guard let console = makeConsole() else { return 1 }
    var lines: [String] = []
    var snapshots: [String] = []
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // A log is one router's: the window the script starts in, whichever it works in later.
    let app = console.app
    let router = app.router
    app.startRecording { line in
        lines.append(line)
        guard snapshotsFile != nil else { return }
        let data = (try? encoder.encode(router.snapshot())) ?? Data("null".utf8)
        snapshots.append(String(decoding: data, as: UTF8.self))
    }
    let result = await ShopScript.run(text, on: console) { _ in }
    app.stopRecording()
    do {
        try (lines.map { $0 + "\n" }.joined()).write(toFile: log, atomically: true, encoding: .utf8)
        if let snapshotsFile {
            try (snapshots.map { $0 + "\n" }.joined()).write(toFile: snapshotsFile, atomically: true, encoding: .utf8)
        }
    } catch {
        return fail("cannot write the log: \(error.localizedDescription)")
    }
    print("recorded \(lines.count) lines of \(script) to \(log)")
    return result.exitStatus
}

/// What `inspect` was asked.
struct InspectOptions {
    var log: String
    var output: String
    var from: String?
    var title: String?

    /// What is wrong with the arguments of `inspect`.
    struct Problem: Error {
        var text: String
    }

    init(_ arguments: [String]) throws(Problem) {
        guard let log = arguments.first, !log.hasPrefix("-") else {
            throw Problem(text: "inspect needs the navigation log to draw, first: inspect LOG")
        }
        self.log = log
        output = (log as NSString).deletingPathExtension + ".html"
        var rest = arguments.dropFirst()
        while let option = rest.popFirst() {
            guard ["-o", "--from", "--title"].contains(option) else {
                throw Problem(text: "inspect has no option '\(option)'; its options are -o, --from and --title")
            }
            guard let value = rest.popFirst() else { throw Problem(text: "\(option) needs a value") }
            switch option {
            case "-o": output = value
            case "--from": from = value
            default: title = value
            }
        }
    }
}

private func fail(_ message: String) -> Int32 {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    return 1
}

/// `map [-o FILE] [--html FILE]`: the shop's navigation map as stable text — to standard output,
/// or to FILE — and, with `--html`, as a picture.
@MainActor
func runMap(_ arguments: [String]) -> Int32 {
    var text: String?
    var html: String?
    var rest = arguments[...]
    while let option = rest.popFirst() {
        guard option == "-o" || option == "--html" else {
            return usageError("map has no option '\(option)'; its options are -o and --html")
        }
        guard let value = rest.popFirst() else { return usageError("\(option) needs a value") }
        if option == "-o" { text = value } else { html = value }
    }
    guard let console = makeConsole() else { return 1 }
    let map = NavigationMap(
        router: console.app.router, deeplinks: console.app.deeplinks, knownTypes: ShopScreen.allCases)
    do {
        if let text {
            try map.description.write(toFile: text, atomically: true, encoding: .utf8)
        } else {
            print(map, terminator: "")
        }
        if let html {
            try map.html(title: "The shop's navigation map").write(toFile: html, atomically: true, encoding: .utf8)
        }
    } catch {
        return fail("cannot write the map: \(error.localizedDescription)")
    }
    return 0
}
