import Foundation
import Routy

/// The commands that save, restore, record, replay and check the navigation state.
extension ShopConsole {
    /// `save FILE`: the snapshot as JSON.
    func save(to file: String) -> Outcome {
        let snapshot = app.router.snapshot()
        do {
            try snapshot.jsonData().write(to: URL(fileURLWithPath: file))
        } catch let error as NavigationSnapshotError {
            return Self.failure("error: \(error)")
        } catch {
            return Self.failure("error: cannot write \(file): \(error.localizedDescription)")
        }
        return Outcome(lines: ["saved \(snapshot.elementCount) elements to \(file)"], succeeded: true)
    }

    /// `restore FILE`: reads a snapshot and shows it, as one request.
    func restore(from file: String) async -> Outcome {
        let snapshot: NavigationSnapshot<ShopScreen>
        do {
            snapshot = try NavigationSnapshot(jsonData: try Data(contentsOf: URL(fileURLWithPath: file)))
        } catch let error as NavigationSnapshotError {
            return Self.failure("error: \(error)")
        } catch {
            return Self.failure("error: cannot read \(file): \(error.localizedDescription)")
        }
        var lines = ["restore \(file)"]
        do throws(NavigationFailure<ShopScreen>) {
            let restoration = try app.router.restoration(for: snapshot)
            lines.append("plan: \(restoration.request)")
            let restored = try await app.router.restore(snapshot)
            lines.append("done: \(restored.report)")
            lines += restored.skipped.map { "skipped \($0)" }
        } catch {
            return Outcome(lines: lines + Self.describe(.failure(error), path: app.path).lines, succeeded: false)
        }
        lines.append("path: \(app.path)")
        return Outcome(lines: lines, succeeded: true)
    }

    /// `record FILE`: starts a navigation log in FILE, emptied first.
    func record(to file: String) -> Outcome {
        guard FileManager.default.createFile(atPath: file, contents: nil),
            let handle = FileHandle(forWritingAtPath: file)
        else { return Self.failure("error: cannot write \(file)") }
        app.startRecording { line in handle.write(Data((line + "\n").utf8)) }
        return Outcome(lines: ["recording to \(file)"], succeeded: true)
    }

    /// `replay FILE`: runs a navigation log again, marks included, and says where it differs.
    ///
    /// A log starts where a new shop starts, so the shop goes back there first
    /// (``ShopApp/startOver()``): the log's requests then meet the screens they met when recorded.
    func replay(_ file: String) async -> Outcome {
        let entries: [NavigationLogEntry<ShopScreen>]
        do {
            let text = try String(contentsOf: URL(fileURLWithPath: file), encoding: .utf8)
            entries = try NavigationLogEntry<ShopScreen>.entries(jsonLines: text)
        } catch let error as NavigationLogError {
            return Self.failure("error: \(error)")
        } catch {
            return Self.failure("error: cannot read \(file): \(error.localizedDescription)")
        }
        var lines = ["replay \(file): \(entries.count) entries"]
        let app = app
        if case .failure(let failure) = await app.startOver() {
            return Self.failure("error: cannot go back to where the log starts (app > home): \(failure)")
        }
        lines.append("from: \(app.path), signed out")
        let report = await app.router.replay(entries, mark: { app.apply($0) }) { step in
            lines.append(step.description)
        }
        lines.append(report.description)
        lines.append("path: \(app.path)")
        return Outcome(lines: lines, succeeded: report.isFaithful)
    }

    /// `check`: the startup check, run again.
    func check() -> Outcome {
        let findings = app.router.checkConfiguration()
        guard !findings.isEmpty else {
            return Outcome(
                lines: ["no findings: the deeplinks, the redirects and the factory fit together"], succeeded: true)
        }
        return Outcome(lines: findings.map { "finding: \($0)" }, succeeded: false)
    }
}
