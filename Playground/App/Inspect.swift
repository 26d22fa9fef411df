import Foundation
import Routy
import RoutyInspector
import Shop

/// `inspect LOG [-o FILE] [--from SNAPSHOT] [--title TITLE]`: replays a navigation log on a new
/// shop — from a saved snapshot when given — and writes the inspector page.
@MainActor
func runInspect(_ arguments: [String]) async -> Int32 {
    guard let options = InspectOptions(arguments) else {
        FileHandle.standardError.write(Data((usage + "\n").utf8))
        return 2
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
        FileHandle.standardError.write(Data((usage + "\n").utf8))
        return 2
    }
    let script = arguments[0]
    let log = arguments[2]
    var snapshotsFile: String?
    if arguments.count == 5, arguments[3] == "--snapshots" {
        snapshotsFile = arguments[4]
    } else if arguments.count != 3 {
        FileHandle.standardError.write(Data((usage + "\n").utf8))
        return 2
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
    let router = console.app.router
    console.app.startRecording { line in
        lines.append(line)
        guard snapshotsFile != nil else { return }
        let data = (try? encoder.encode(router.snapshot())) ?? Data("null".utf8)
        snapshots.append(String(decoding: data, as: UTF8.self))
    }
    let result = await ShopScript.run(text, on: console) { _ in }
    console.app.stopRecording()
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

    init?(_ arguments: [String]) {
        guard let log = arguments.first, !log.hasPrefix("-") else { return nil }
        self.log = log
        output = (log as NSString).deletingPathExtension + ".html"
        var rest = arguments.dropFirst()
        while let option = rest.popFirst() {
            guard let value = rest.popFirst() else { return nil }
            switch option {
            case "-o": output = value
            case "--from": from = value
            case "--title": title = value
            default: return nil
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
        guard let value = rest.popFirst(), option == "-o" || option == "--html" else {
            FileHandle.standardError.write(Data((usage + "\n").utf8))
            return 2
        }
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
