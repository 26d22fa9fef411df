import Foundation
import SeededRandom

/// Runs the benchmarks and prints a table, or with `--json` only the JSON of the figures.
///
/// ```
/// swift run -c release --package-path Benchmarks RoutyBenchmarks            # the table
/// swift run -c release --package-path Benchmarks RoutyBenchmarks --json     # {"benchmarks": [...]}
/// swift run -c release --package-path Benchmarks RoutyBenchmarks --quick    # a smoke run (or ROUTY_BENCH_QUICK=1)
/// swift run -c release --package-path Benchmarks RoutyBenchmarks plan       # only the cases named
/// ```
@main
@MainActor
enum RoutyBenchmarks {
    /// The seed of every tree, table and list of destinations.
    static let seed: UInt64 = 0x5EED_0001
    /// The cases, in the order they run.
    static let cases =
        [
            "plan", "route", "deeplink", "deeplink-match", "startup", "restore", "navigate", "memory", "observe",
            "observe-tree",
        ]
        + ScaleBenchmark.cases
    /// The sizes of the cases that time one request or one queue per item.
    static let scaleSizes = [1000, 10_000, 100_000]

    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.contains("--help") || arguments.contains("-h") {
            FileHandle.standardOutput.write(Data(usage.utf8))
            return
        }
        let json = arguments.contains("--json")
        let quick = arguments.contains("--quick") || ProcessInfo.processInfo.environment["ROUTY_BENCH_QUICK"] == "1"
        let selected = Set(arguments.filter { !$0.hasPrefix("-") })
        var sampler = quick ? Sampler.quick : Sampler.standard
        if let fixed = ProcessInfo.processInfo.environment["ROUTY_BENCH_ITERATIONS"].flatMap(Int.init), fixed > 0 {
            sampler.fixedIterations = fixed
        }
        var results: [BenchmarkResult] = []
        if !json { log(header) }
        do throws(BenchmarkError) {
            for name in cases where selected.isEmpty || selected.contains(name) {
                for result in try run(name, sampler: sampler, quick: quick) {
                    results.append(result)
                    if !json { log(row(result)) }
                }
            }
        } catch {
            FileHandle.standardError.write(Data("RoutyBenchmarks: \(error)\n".utf8))
            exit(1)
        }
        if json {
            let body = results.map { "    " + $0.json }.joined(separator: ",\n")
            FileHandle.standardOutput.write(Data("{\"benchmarks\": [\n\(body)\n]}\n".utf8))
        } else {
            FileHandle.standardOutput.write(Data(targets(results).utf8))
        }
    }

    /// Times a benchmark made by `make` at each of `sizes`, whose runs say how many of their
    /// operations failed; any failure stops the run, as `failing` says.
    static func timeEach(
        _ name: String,
        sizes: [Int],
        failing: String,
        sampler: Sampler,
        make: (Int) throws(BenchmarkError) -> (_ iterations: Int) -> (elapsed: Duration, failures: Int)
    ) throws(BenchmarkError) -> [BenchmarkResult] {
        var failures = 0
        let runs = try sizes.map { size throws(BenchmarkError) -> Sampler.Run in
            let run = try make(size)
            return { iterations in
                let (elapsed, failed) = run(iterations)
                failures += failed
                return elapsed
            }
        }
        let figures = sampler.nanosecondsPerOperation(runs)
        guard failures == 0 else { throw BenchmarkError("\(name): \(failures) \(failing)") }
        return zip(sizes, figures).map { BenchmarkResult(name: name, size: $0, nanosecondsPerOperation: $1) }
    }

    /// Runs one case at each of its sizes.
    static func run(_ name: String, sampler: Sampler, quick: Bool) throws(BenchmarkError) -> [BenchmarkResult] {
        switch name {
        case "plan":
            let sizes = [100, 1000, 10_000, 100_000]
            var failures = 0
            var runs: [Sampler.Run] = []
            var lengths: [Double] = []
            for size in sizes {
                let benchmark = try PlanBenchmark(size: size, seed: seed)
                // The same seed at every size: the same routes through the same core.
                var generator = SeededGenerator(seed: seed &+ 1)
                let destinations = benchmark.destinations(count: 1024, using: &generator)
                lengths.append(benchmark.meanPlanLength(count: 4096, destinations: destinations, generator: &generator))
                runs.append { iterations in
                    let (elapsed, failed) = benchmark.run(
                        iterations: iterations, destinations: destinations, generator: &generator)
                    failures += failed
                    return elapsed
                }
            }
            let figures = sampler.nanosecondsPerOperation(runs)
            guard failures == 0 else { throw BenchmarkError("plan: \(failures) plan(s) failed") }
            return sizes.indices.map { index in
                BenchmarkResult(
                    name: name, size: sizes[index], nanosecondsPerOperation: figures[index],
                    instructionsPerPlan: lengths[index])
            }
        case "route":
            let sizes = [100, 1000, 10_000, 100_000]
            var failures = 0
            var runs: [Sampler.Run] = []
            for size in sizes {
                let benchmark = try RouteBenchmark(size: size, seed: seed)
                var cursor = 0
                runs.append { iterations in
                    let (elapsed, failed) = benchmark.run(iterations: iterations, cursor: &cursor)
                    failures += failed
                    return elapsed
                }
            }
            let figures = sampler.nanosecondsPerOperation(runs)
            guard failures == 0 else { throw BenchmarkError("route: \(failures) route(s) failed") }
            return zip(sizes, figures).map {
                BenchmarkResult(
                    name: name, size: $0, nanosecondsPerOperation: $1,
                    instructionsPerRoute: RouteBenchmark.instructionsPerRoute)
            }
        case "deeplink", "deeplink-match":
            let sizes = [10, 100, 1000, 10_000]
            var failures = 0
            var runs: [Sampler.Run] = []
            for size in sizes {
                let benchmark = try DeeplinkBenchmark(size: size, seed: seed)
                runs.append { iterations in
                    let (elapsed, failed) =
                        name == "deeplink"
                        ? benchmark.run(iterations: iterations) : benchmark.runMatch(iterations: iterations)
                    failures += failed
                    return elapsed
                }
            }
            let figures = sampler.nanosecondsPerOperation(runs)
            guard failures == 0 else { throw BenchmarkError("\(name): \(failures) link(s) failed") }
            return zip(sizes, figures).map { BenchmarkResult(name: name, size: $0, nanosecondsPerOperation: $1) }
        case "startup":
            return try timeEach(name, sizes: [100, 1000], failing: "startup(s) found problems", sampler: sampler) {
                size throws(BenchmarkError) in
                let benchmark = try StartupBenchmark(size: size)
                return benchmark.run(iterations:)
            }
        case "restore":
            return try timeEach(name, sizes: [100, 1000, 10_000], failing: "restoration(s) failed", sampler: sampler) {
                size throws(BenchmarkError) in
                let benchmark = try RestoreBenchmark(size: size)
                return benchmark.run(iterations:)
            }
        case "navigate":
            // The requests go to the same 1000-element core at every size; the rest is ballast.
            let sizes = [1000, 10_000, 100_000]
            let apps = try sizes.map { size throws(BenchmarkError) in
                try HeadlessBenchApp(size: size, coreCount: 1000, seed: seed)
            }
            let figures = sampler.nanosecondsPerOperation(apps.map { app in { app.run(iterations: $0) } })
            let failures = apps.map(\.failures).reduce(0, +)
            guard failures == 0 else { throw BenchmarkError("navigate: \(failures) request(s) failed") }
            return zip(sizes, figures).map { BenchmarkResult(name: name, size: $0, nanosecondsPerOperation: $1) }
        case "memory":
            let requests = quick ? 20_000 : 1_000_000
            let figures = try MemoryBenchmark.run(requests: requests, seed: seed)
            guard figures.failures == 0 else { throw BenchmarkError("memory: \(figures.failures) request(s) failed") }
            return [
                BenchmarkResult(
                    name: name, size: requests, nanosecondsPerOperation: figures.nanosecondsPerRequest,
                    rssGrowthKB: figures.growthKB, heapGrowthBytes: figures.heapGrowthBytes)
            ]
        case "observe", "observe-tree":
            // One app, timed and counted over every request the sampler runs.
            guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *) else {
                throw BenchmarkError("\(name): the SwiftUI models need macOS 14 or later")
            }
            let benchmark = try ObservationBenchmark(connected: name == "observe", seed: seed)
            let figures = sampler.nanosecondsPerOperation([{ benchmark.run(iterations: $0) }])
            guard benchmark.failures == 0 else {
                throw BenchmarkError(
                    "\(name): \(benchmark.failures) request(s) failed, the last: \(benchmark.lastFailure)")
            }
            return [
                BenchmarkResult(
                    name: name, size: benchmark.requests, nanosecondsPerOperation: figures[0],
                    observationFiresPerRequest: benchmark.firesPerRequest,
                    changedPropertiesPerRequest: benchmark.changedPerRequest)
            ]
        case _ where ScaleBenchmark.cases.contains(name):
            // Each run is a whole batch of `size` items; the figure is the time per item.
            let benchmarks = try scaleSizes.map { size throws(BenchmarkError) in try ScaleBenchmark(size: size) }
            let figures = sampler.nanosecondsPerOperation(
                benchmarks.map { benchmark in { benchmark.run(name, iterations: $0) } })
            let failures = benchmarks.map(\.failures).reduce(0, +)
            guard failures == 0 else { throw BenchmarkError("\(name): \(failures) batch(es) failed") }
            return zip(scaleSizes, figures).map {
                BenchmarkResult(name: name, size: $0, nanosecondsPerOperation: $1 / Double($0))
            }
        default:
            throw BenchmarkError("no case is named \(name)")
        }
    }

    static let usage = """
        usage: RoutyBenchmarks [--json] [--quick] [plan] [route] [deeplink] [deeplink-match] [startup] [restore] [navigate] [memory]
                               [observe] [observe-tree] [cancel] [steps] [pop]
          --json    print only {"benchmarks": [{"name", "size", "nsPerOp"}, ...]} on stdout
          --quick   a smoke run: short rounds and 20 000 requests for memory (or ROUTY_BENCH_QUICK=1)
          ROUTY_BENCH_ITERATIONS=n  every round does n operations, uncalibrated: for profilers
          names     run only these cases

        """

    // MARK: - Table

    private static func log(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    private static func row(_ result: BenchmarkResult) -> String {
        let name = result.name.padding(toLength: 12, withPad: " ", startingAt: 0)
        let size = String(repeating: " ", count: max(0, 8 - "\(result.size)".count)) + "\(result.size)"
        let time = BenchmarkResult.decimal(result.nanosecondsPerOperation)
        let timeColumn = String(repeating: " ", count: max(0, 14 - time.count)) + time
        let memory = result.rssGrowthKB.map { "   rssGrowthKB \($0)" } ?? ""
        let heap = result.heapGrowthBytes.map { "   heapGrowthBytes \($0)" } ?? ""
        let length = result.instructionsPerPlan.map { "   \(BenchmarkResult.decimal($0)) instructions a plan" } ?? ""
        let route = result.instructionsPerRoute.map { "   \($0) instructions a route" } ?? ""
        let fires =
            result.observationFiresPerRequest.map { fires in
                let changed = result.changedPropertiesPerRequest.map(BenchmarkResult.hundredths) ?? "?"
                return
                    "   \(BenchmarkResult.hundredths(fires)) observation fires a request (\(changed) properties changed)"
            } ?? ""
        return "\(name)\(size)\(timeColumn) ns/op\(memory)\(heap)\(length)\(route)\(fires)"
    }

    private static var header: String {
        "Routy benchmarks: median of rounds, \(ProcessInfo.processInfo.activeProcessorCount) cores\n\n"
            + "case            size          time"
    }

    /// The targets, read from the figures: never asserted.
    private static func targets(_ results: [BenchmarkResult]) -> String {
        func time(_ name: String, _ size: Int) -> Double? {
            results.first { $0.name == name && $0.size == size }?.nanosecondsPerOperation
        }
        var lines = ["", "targets (read, not asserted):"]
        if let large = time("plan", 100_000), let small = time("plan", 100) {
            lines.append("  plan@100000 / plan@100         = \(ratio(large / small))  (target <= 1.5)")
        }
        if let large = time("route", 100_000), let small = time("route", 100) {
            lines.append("  route@100000 / route@100       = \(ratio(large / small))  (target <= 1.5)")
        }
        if let large = time("deeplink", 10_000), let small = time("deeplink", 10) {
            lines.append("  deeplink@10000 / deeplink@10   = \(ratio(large / small))  (target <= 2)")
        }
        if let startup = time("startup", 1000) {
            lines.append("  startup@1000                   = \(ratio(startup / 1_000_000)) ms  (target <= 5 ms)")
        }
        for name in ScaleBenchmark.cases {
            guard let large = time(name, 100_000), let small = time(name, 1000) else { continue }
            let label = "\(name)@100000 / \(name)@1000".padding(toLength: 30, withPad: " ", startingAt: 0)
            lines.append("  \(label) = \(ratio(large / small))  (time per item; linear: target <= 1.5)")
        }
        if let growth = results.first(where: { $0.name == "memory" })?.rssGrowthKB {
            lines.append("  memory growth                  = \(growth) KB  (target < 1024)")
        }
        if let growth = results.first(where: { $0.name == "memory" })?.heapGrowthBytes {
            lines.append("  memory heap growth             = \(growth) bytes  (target < 65536)")
        }
        if let observe = results.first(where: { $0.name == "observe" }), let fires = observe.observationFiresPerRequest,
            let changed = observe.changedPropertiesPerRequest
        {
            lines.append(
                "  observe fires / changed        = \(ratio(fires / max(changed, 0.01)))  (one fire per changed model: 1)"
            )
        }
        return lines.count > 2 ? lines.joined(separator: "\n") + "\n" : ""
    }

    private static func ratio(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        return "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100)"
    }
}
