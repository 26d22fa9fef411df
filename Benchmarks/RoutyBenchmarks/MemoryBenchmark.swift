import Foundation

/// `memory`: resident memory growth over `size` requests of the ``HeadlessBenchApp``, after a
/// warm-up of 10 000 requests.
///
/// The app is about the size of the demo shop (12 elements, nothing deeper than 3 below the
/// root), so that a million requests take minutes rather than an hour; the requests are the
/// `navigate` benchmark's.
@MainActor
struct MemoryBenchmark {
    /// The number of elements of the app the requests run on.
    static let appSize = 12
    /// The depth of the app's deepest element (the window is depth 0).
    static let appDepth = 3
    /// The requests run before the first reading.
    static let warmUpRequests = 10_000

    /// Runs the requests and reports the growth.
    ///
    /// - Returns: The growth of `VmRSS` in KB, the time per request, and the failed requests.
    /// - Throws: ``BenchmarkError`` when the app cannot be built or `/proc/self/status` read.
    static func run(requests: Int, seed: UInt64) throws(BenchmarkError) -> (
        growthKB: Int, nanosecondsPerRequest: Double, failures: Int
    ) {
        let app = try HeadlessBenchApp(size: appSize, maximumDepth: appDepth, seed: seed)
        for _ in 0..<warmUpRequests { app.navigate() }
        let before = try residentKB()
        let elapsed = app.run(iterations: requests)
        let after = try residentKB()
        return (after - before, elapsed / .nanoseconds(1) / Double(requests), app.failures)
    }

    /// The `VmRSS` line of `/proc/self/status`, in KB.
    static func residentKB() throws(BenchmarkError) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
            throw BenchmarkError("memory: /proc/self/status cannot be read (this benchmark needs Linux)")
        }
        for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
            let number = line.dropFirst("VmRSS:".count).filter(\.isNumber)
            if let kilobytes = Int(number) { return kilobytes }
        }
        throw BenchmarkError("memory: /proc/self/status has no VmRSS line")
    }
}
