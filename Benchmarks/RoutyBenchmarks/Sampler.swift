/// Times benchmarks: a warm-up, a calibration that finds how many operations fill a round, then
/// several rounds; the figure is the median round's time per operation.
///
/// The sizes of one case are timed in interleaved rounds (size 1, size 2, …, size 1 again), so
/// that a burst of load from other processes slows one round of each size rather than every
/// round of one size, and the ratios between sizes stay meaningful on a shared machine.
struct Sampler {
    /// Runs `iterations` operations and returns the time they took; it times itself, so that it
    /// can leave its own set-up out.
    typealias Run = (_ iterations: Int) -> Duration

    /// The number of timed rounds.
    var rounds: Int
    /// How long a round should take at least, so that the clock's resolution does not matter.
    var minimumRound: Duration
    /// How long the warm-up runs at least.
    var warmUp: Duration
    /// When set, every round (and the one warm-up run) does this many operations instead of
    /// calibrating: for profilers such as callgrind, under which timing is meaningless, so that
    /// two builds profile the very same requests.
    var fixedIterations: Int?

    /// Eleven rounds of 20 ms or more, after 200 ms of warm-up.
    static let standard = Sampler(rounds: 11, minimumRound: .milliseconds(20), warmUp: .milliseconds(200))
    /// A smoke run: three short rounds.
    static let quick = Sampler(rounds: 3, minimumRound: .milliseconds(2), warmUp: .milliseconds(5))

    /// The median time per operation of each run, in nanoseconds, in the order given.
    func nanosecondsPerOperation(_ runs: [Run]) -> [Double] {
        let batches = runs.map(calibrate)
        var samples = Array(repeating: [Double](), count: runs.count)
        for _ in 0..<rounds {
            for (index, run) in runs.enumerated() {
                samples[index].append(run(batches[index]) / .nanoseconds(1) / Double(batches[index]))
            }
        }
        return samples.map { round in round.sorted()[round.count / 2] }
    }

    /// Warms `run` up, then returns the number of operations that fill a round.
    private func calibrate(_ run: Run) -> Int {
        if let fixedIterations {
            _ = run(fixedIterations)
            return fixedIterations
        }
        var iterations = 1
        var warmed = Duration.zero
        while warmed < warmUp {
            warmed += run(iterations)
            iterations = min(iterations * 2, 1 << 24)
        }
        iterations = 1
        while true {
            let elapsed = run(iterations)
            if elapsed >= minimumRound || iterations >= 1 << 24 { return iterations }
            let ratio = minimumRound / max(elapsed, .nanoseconds(1))
            iterations = max(iterations * 2, Int(Double(iterations) * min(ratio * 1.2, 100)))
        }
    }
}
