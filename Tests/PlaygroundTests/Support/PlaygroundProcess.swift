import Foundation

/// What one run of the `Playground` executable printed, and how it ended.
struct PlaygroundRun: Sendable {
    /// The exit status.
    var status: Int32
    /// Everything written to standard output.
    var stdout: String
    /// Everything written to standard error.
    var stderr: String

    /// Standard output, then standard error.
    var output: String { stdout + stderr }
}

/// Why the `Playground` executable could not be run to its end.
enum PlaygroundProcessError: Error, CustomStringConvertible {
    /// No executable `Playground` was found in any of these directories.
    case notBuilt(searched: [String])
    /// The run did not end in time and was terminated.
    case timedOut(arguments: [String], after: Duration, stdout: String)

    var description: String {
        switch self {
        case .notBuilt(let searched):
            "no Playground executable in \(searched.joined(separator: ", ")); build it with swift build"
        case .timedOut(let arguments, let after, let stdout):
            "Playground \(arguments.joined(separator: " ")) did not end within \(after); it printed:\n\(stdout)"
        }
    }
}

/// Runs the built `Playground` executable, as swift-argument-parser's `AssertExecuteCommand`
/// runs its example executables: from the products directory next to the test bundle.
enum PlaygroundProcess {
    /// How long one run may take before it counts as a hang; a run takes milliseconds.
    static let timeout: Duration = .seconds(20)

    /// The directories that may hold the products: the test bundle's own directory (macOS
    /// `.xctest` bundles), `Bundle.main` (on Linux, the directory of the test executable), and
    /// the directory of the running executable.
    static var candidateDirectories: [URL] {
        var directories: [URL] = []
        #if os(macOS)
            for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
                directories.append(bundle.bundleURL.deletingLastPathComponent())
            }
        #endif
        directories.append(Bundle.main.bundleURL)
        if let executable = Bundle.main.executableURL {
            directories.append(executable.deletingLastPathComponent())
        }
        if let first = CommandLine.arguments.first {
            directories.append(URL(fileURLWithPath: first).deletingLastPathComponent())
        }
        return directories
    }

    /// The built `Playground` executable.
    ///
    /// - Throws: ``PlaygroundProcessError/notBuilt(searched:)`` when no candidate directory has it.
    static func executable() throws -> URL {
        let directories = candidateDirectories
        for directory in directories {
            let url = directory.appendingPathComponent("Playground")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        throw PlaygroundProcessError.notBuilt(searched: directories.map(\.path))
    }

    /// Runs `Playground` with `arguments`, feeding it `input` on standard input (nothing, when
    /// `nil`), and waits for it to end.
    ///
    /// Output goes to temporary files rather than pipes, so a run that prints a lot cannot
    /// block on a full pipe.
    ///
    /// - Throws: ``PlaygroundProcessError`` when the executable is missing or the run takes
    ///   longer than ``timeout`` (it is terminated then); Foundation's error when it cannot start.
    static func run(_ arguments: String..., input: String? = nil) async throws -> PlaygroundRun {
        try await run(arguments, input: input)
    }

    /// Runs `Playground` with `arguments`, as the variadic form does.
    static func run(_ arguments: [String], input: String? = nil) async throws -> PlaygroundRun {
        let files = FileManager.default
        let directory = files.temporaryDirectory.appendingPathComponent("PlaygroundTests-\(UUID().uuidString)")
        try files.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? files.removeItem(at: directory) }
        let stdoutURL = directory.appendingPathComponent("stdout")
        let stderrURL = directory.appendingPathComponent("stderr")
        let stdinURL = directory.appendingPathComponent("stdin")
        _ = files.createFile(atPath: stdoutURL.path, contents: nil)
        _ = files.createFile(atPath: stderrURL.path, contents: nil)
        _ = files.createFile(atPath: stdinURL.path, contents: Data((input ?? "").utf8))
        let stdout = try FileHandle(forWritingTo: stdoutURL)
        let stderr = try FileHandle(forWritingTo: stderrURL)
        let stdin = try FileHandle(forReadingFrom: stdinURL)
        defer {
            try? stdout.close()
            try? stderr.close()
            try? stdin.close()
        }

        let process = Process()
        process.executableURL = try executable()
        process.arguments = arguments
        process.standardOutput = stdout
        process.standardError = stderr
        process.standardInput = stdin
        try process.run()

        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        while process.isRunning {
            if clock.now >= deadline {
                process.terminate()
                process.waitUntilExit()
                let printed = (try? String(contentsOf: stdoutURL, encoding: .utf8)) ?? ""
                throw PlaygroundProcessError.timedOut(arguments: arguments, after: timeout, stdout: printed)
            }
            try await Task.sleep(for: .milliseconds(5))
        }
        return PlaygroundRun(
            status: process.terminationStatus,
            stdout: try String(contentsOf: stdoutURL, encoding: .utf8),
            stderr: try String(contentsOf: stderrURL, encoding: .utf8)
        )
    }
}
