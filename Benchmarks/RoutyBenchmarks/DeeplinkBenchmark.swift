import Routy
import SeededRandom

/// `deeplink`: matching a link of 3 to 6 path segments to its context sequence in a table of
/// `size` patterns, every parameter converted to an `Int`.
///
/// Patterns mix constants and parameters at every position; the first segment is a constant of a
/// vocabulary that grows with the square root of the table, so the trie is wide and deep.
struct DeeplinkBenchmark {
    let table: DeeplinkTable<BenchScreen>
    /// The links timed, one per operation, in turn.
    let links: [String]

    /// Builds a table of `size` patterns of distinct shapes and links that match them.
    ///
    /// - Throws: ``BenchmarkError`` when the table does not validate.
    init(size: Int, seed: UInt64, linkCount: Int = 1024) throws(BenchmarkError) {
        var generator = SeededGenerator(seed: seed)
        let vocabulary = max(4, Int(Double(size).squareRoot()))
        var table = DeeplinkTable<BenchScreen>()
        var shapes: Set<[String]> = []
        var patterns: [[String]] = []
        while patterns.count < size {
            let length = Int.random(in: 3...6, using: &generator)
            var segments = ["s\(Int.random(in: 0..<vocabulary, using: &generator))"]
            for position in 1..<length {
                if Bool.random(using: &generator) {
                    segments.append("c\(Int.random(in: 0..<vocabulary, using: &generator))")
                } else {
                    segments.append(":p\(position)")
                }
            }
            guard shapes.insert(segments).inserted else { continue }
            patterns.append(segments)
            let section = segments[0]
            let names = segments.filter { $0.hasPrefix(":") }.map { String($0.dropFirst()) }
            table.register(DeeplinkPattern("bench://" + segments.joined(separator: "/"))) {
                parameters throws(DeeplinkError) in
                // An app's closure, written for its pattern, returns an array literal of its size:
                // one allocation. This one serves every shape, so it reserves that size rather
                // than growing its array once a link, which no app's closure does.
                var contexts: [BenchContext] = []
                contexts.reserveCapacity(1 + names.count)
                contexts.append(BenchContext(.section, payload: section))
                for name in names {
                    contexts.append(BenchContext(.item, payload: try parameters.value(name, as: Int.self)))
                }
                return contexts
            }
        }
        do {
            try table.validate()
        } catch {
            throw BenchmarkError("deeplink: the table does not validate: \(error)")
        }
        self.table = table
        links = (0..<linkCount).map { _ in
            let pattern = patterns[Int.random(in: 0..<patterns.count, using: &generator)]
            let segments = pattern.map { segment in
                segment.hasPrefix(":") ? String(Int.random(in: 1...99_999, using: &generator)) : segment
            }
            return "bench://" + segments.joined(separator: "/")
        }
    }

    /// Times `iterations` matches to contexts, taking the links in turn.
    ///
    /// - Returns: The time the matches took, and how many failed (none should).
    @MainActor
    func run(iterations: Int) -> (elapsed: Duration, failures: Int) {
        let clock = ContinuousClock()
        var failures = 0
        var cursor = 0
        let start = clock.now
        for _ in 0..<iterations {
            do {
                let contexts = try table.contexts(for: links[cursor])
                if contexts.isEmpty { failures += 1 }
            } catch {
                failures += 1
            }
            cursor = cursor + 1 == links.count ? 0 : cursor + 1
        }
        return (clock.now - start, failures)
    }

    /// `deeplink-match`: times `iterations` calls of `match(_:)`, which finds the pattern and where
    /// the parameters are but runs no closure and converts nothing, taking the links in turn.
    ///
    /// - Returns: The time the matches took, and how many failed (none should).
    func runMatch(iterations: Int) -> (elapsed: Duration, failures: Int) {
        let clock = ContinuousClock()
        var failures = 0
        var cursor = 0
        let start = clock.now
        for _ in 0..<iterations {
            do {
                let parameters = try table.match(links[cursor])
                if parameters.url.isEmpty { failures += 1 }
            } catch {
                failures += 1
            }
            cursor = cursor + 1 == links.count ? 0 : cursor + 1
        }
        return (clock.now - start, failures)
    }
}
