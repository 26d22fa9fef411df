/// The half of a ``DeeplinkTable`` that does not depend on its context type: its patterns as a
/// trie, the reading of links, and what the table knows of each pattern besides its closures.
///
/// Apart from the table, which is generic over its contexts, so that matching, ``DeeplinkTable/validate()``
/// and the startup check's reading of the patterns are compiled once, specialized, rather than run
/// as generic code, which looks up the metadata of its types at every step. A match allocates
/// nothing for a pattern of up to four parameters: where the parameters are is kept inline (see
/// ``DeeplinkParameters/Parts``); the link's keys, the walk's stack and the decoded text of
/// percent-encoded keys are in temporary buffers, on the stack for any link of sensible length.
struct DeeplinkMatcher: Sendable {
    /// A registered pattern and what the table knows of it besides its closures.
    struct Entry: Sendable {
        let pattern: DeeplinkPattern
        /// The link the pattern was registered with as its example, if any.
        let example: String?
        /// Whether the pattern was registered with a `link` closure.
        let buildsLinks: Bool
        /// The registration index of the first pattern of the same shape registered before this
        /// one, which is the one that matches; `nil` when there is none.
        let sameShape: Int?

        /// Whether the pattern can match a link: it can be read, and no pattern of the same shape
        /// was registered before it.
        var canMatch: Bool { pattern.problem == nil && sameShape == nil }
    }

    private var trie = DeeplinkTrie()
    /// The registered patterns, in registration order.
    private(set) var entries: [Entry] = []

    /// Adds a pattern.
    ///
    /// - Parameters:
    ///   - pattern: The pattern; one that cannot be read is kept but never matches.
    ///   - example: The link registered as its example.
    ///   - buildsLinks: Whether it has a `link` closure.
    mutating func register(_ pattern: DeeplinkPattern, example: String?, buildsLinks: Bool) {
        let sameShape = pattern.problem == nil ? trie.insert(pattern.keys, route: entries.count) : nil
        entries.append(Entry(pattern: pattern, example: example, buildsLinks: buildsLinks, sameShape: sameShape))
    }

    /// What ``DeeplinkTable/validate()`` reports: every pattern that cannot be read, is registered
    /// twice, or has the shape of one registered before it, in registration order.
    var issues: [DeeplinkValidationError.Issue] {
        var issues: [DeeplinkValidationError.Issue] = []
        for entry in entries {
            if let reason = entry.pattern.problem {
                issues.append(.invalid(entry.pattern, reason: reason))
            } else if let earlier = entry.sameShape.map({ entries[$0].pattern }) {
                issues.append(
                    earlier == entry.pattern ? .duplicate(earlier, entry.pattern) : .ambiguous(earlier, entry.pattern))
            }
        }
        return issues
    }

    /// The pattern that matches a link, and where the link's parameters are.
    ///
    /// - Parameter link: The link.
    /// - Returns: The parameters.
    /// - Throws: ``DeeplinkError/malformedURL(_:reason:)`` when the link cannot be read,
    ///   ``DeeplinkError/noMatch(_:)`` when no pattern matches.
    func match(_ link: String) throws(DeeplinkError) -> DeeplinkParameters {
        var bytes = link
        return try bytes.withUTF8 { bytes in match(link, bytes: bytes) }.get()
    }

    /// Matches the bytes of a link: reads it, writes its keys to a temporary buffer (on the stack
    /// for any link of sensible length), walks the trie, and notes where the parameters are.
    private func match(_ link: String, bytes: UnsafeBufferPointer<UInt8>) -> Result<DeeplinkParameters, DeeplinkError> {
        let url: DeeplinkURL
        do throws(DeeplinkURL.Failure) {
            url = try DeeplinkURL(bytes)
        } catch {
            return .failure(.malformedURL(link, reason: error.reason))
        }
        let unicodeHost = url.unicodeHost()
        let keyCapacity = url.maximumKeyCount
        return withUnsafeTemporaryAllocation(of: DeeplinkURL.Key.self, capacity: keyCapacity) { keys in
            withUnsafeTemporaryAllocation(of: DeeplinkTrie.Step.self, capacity: keyCapacity) { way in
                withUnsafeTemporaryAllocation(
                    of: UInt8.self, capacity: url.scratchCount + (unicodeHost?.count ?? 0) + 1
                ) {
                    scratch in
                    guard let scratch = scratch.baseAddress else { return .failure(.noMatch(link)) }
                    let keyCount: Int
                    do throws(DeeplinkURL.Failure) {
                        keyCount = try url.keys(into: keys, scratch: scratch, unicodeHost: unicodeHost)
                        try url.checkQuery()
                    } catch {
                        return .failure(.malformedURL(link, reason: error.reason))
                    }
                    let keys = UnsafeBufferPointer(rebasing: keys[..<keyCount])
                    guard let match = trie.match(keys, way: way) else { return .failure(.noMatch(link)) }
                    let pattern = entries[match.route].pattern
                    var parts = DeeplinkParameters.Parts()
                    var parameter = 0
                    for depth in 0..<match.catchAll.lowerBound where way[depth].parameter {
                        if pattern.parameterNames[parameter] != nil {
                            parts.append(DeeplinkParameters.Part(source: keys[depth].source, form: keys[depth].form))
                        }
                        parameter += 1
                    }
                    for depth in match.catchAll {
                        parts.append(DeeplinkParameters.Part(source: keys[depth].source, form: keys[depth].form))
                    }
                    return .success(
                        DeeplinkParameters(
                            url: link, pattern: pattern, route: match.route, parts: parts, query: url.query))
                }
            }
        }
    }
}
