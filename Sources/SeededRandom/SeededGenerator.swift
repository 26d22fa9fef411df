import Foundation

/// A small, fast, seeded random number generator (SeededGenerator), shared by the randomised tests,
/// the soak test and the benchmarks, so that a seed replays a run exactly.
public struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    /// Creates a generator; equal seeds give equal sequences.
    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A random element of a non-empty array.
    public mutating func pick<T>(_ elements: [T]) -> T {
        elements[Int.random(in: elements.indices, using: &self)]
    }

    /// `true` with probability `percent` in 100.
    public mutating func chance(_ percent: Int) -> Bool {
        Int.random(in: 0..<100, using: &self) < percent
    }

    /// The seed to run with: the environment variable `name` when it is set (to replay a
    /// failure), a fresh one otherwise. Randomised tests name it in every failure message.
    public static func seed(from name: String) -> UInt64 {
        replayedSeed(from: name) ?? UInt64.random(in: 0...UInt64.max)
    }

    /// The seeds to run with, for a test that takes its seeds as arguments: the environment
    /// variable `name` alone when it is set (to replay a failure), otherwise the `fixed` seeds
    /// and a fresh one.
    public static func seeds(_ fixed: [UInt64], from name: String) -> [UInt64] {
        replayedSeed(from: name).map { [$0] } ?? fixed + [UInt64.random(in: 0...UInt64.max)]
    }

    private static func replayedSeed(from name: String) -> UInt64? {
        ProcessInfo.processInfo.environment[name].flatMap { UInt64($0) }
    }
}
