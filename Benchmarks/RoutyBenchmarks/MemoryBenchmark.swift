import CHeapStats
import Foundation

/// `memory`: resident memory growth over `size` requests of the ``HeadlessBenchApp``, after a
/// warm-up of 10 000 requests, and the growth of the heap's in-use bytes over the same requests.
///
/// RSS moves in pages as the allocator keeps or returns them, so it says little about a leak; the
/// heap's in-use bytes (`mallinfo2().uordblks` from glibc) count every live allocation, so a
/// request that leaks even a few bytes shows as a growth that scales with the requests.
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
    /// - Returns: The growth of `VmRSS` in KB, the growth of the heap's in-use bytes (`nil`
    ///   without glibc), the time per request, and the failed requests.
    /// - Throws: ``BenchmarkError`` when the app cannot be built or `/proc/self/status` read.
    static func run(requests: Int, seed: UInt64) throws(BenchmarkError) -> (
        growthKB: Int, heapGrowthBytes: Int?, nanosecondsPerRequest: Double, failures: Int
    ) {
        let app = try HeadlessBenchApp(size: appSize, maximumDepth: appDepth, seed: seed)
        for _ in 0..<warmUpRequests { app.navigate() }
        let before = try residentKB()
        let heapBefore = heapInUseBytes()
        let elapsed = app.run(iterations: requests)
        let heapAfter = heapInUseBytes()
        let after = try residentKB()
        let heapGrowth = heapBefore.flatMap { before in heapAfter.map { $0 - before } }
        return (after - before, heapGrowth, elapsed / .nanoseconds(1) / Double(requests), app.failures)
    }

    /// The bytes of the heap in use by live allocations, or `nil` without glibc.
    static func heapInUseBytes() -> Int? {
        let bytes = cheapstats_heap_in_use_bytes()
        return bytes < 0 ? nil : Int(bytes)
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
