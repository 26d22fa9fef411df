extension DeeplinkPattern {
    /// Whether an `https` link to `host` can match the pattern: it names that scheme and host, or
    /// no scheme at all.
    ///
    /// - Parameter host: A lowercased host.
    func matchesUniversalLinks(to host: String) -> Bool {
        problem == nil && (scheme == nil || (scheme == "https" && self.host == host))
    }

    /// The path patterns of Apple's `components` (the `/` key) that together match every path the
    /// pattern matches, compared with the path percent-decoded: a constant as it is, a parameter
    /// as `?*` (one character or more, `/` included), the catch-all as `*` after a `/`. The
    /// table ignores one trailing `/`, so a pattern that ends in a constant, or in a catch-all that
    /// may take nothing, also gets the path with a `/` more (or less).
    var universalLinkPaths: [String] {
        var path = ""
        for segment in self.path {
            switch segment {
            case .constant(let text): path += "/" + text
            case .parameter: path += "/?*"
            case .catchAll: return path.isEmpty ? ["/*"] : [path, path + "/*"]
            }
        }
        guard !path.isEmpty else { return ["/"] }
        return path.hasSuffix("?*") ? [path] : [path, path + "/"]
    }

    /// Why the file's ``universalLinkPaths`` match more links than the pattern; empty when they
    /// match the same ones.
    var universalLinkMismatches: [UniversalLinkMismatch] {
        var mismatches: [UniversalLinkMismatch] = []
        var read: [String] = []
        for segment in path {
            switch segment {
            case .constant(let text):
                if text.contains(where: { $0 == "*" || $0 == "?" }) { mismatches.append(.wildcardInConstant(text)) }
            case .parameter(let name):
                let name = name ?? ""
                mismatches.append(.parameterSpansSegments(name))
                read.append(name)
            case .catchAll:
                read.append(Self.catchAllKey)
            }
        }
        if !read.isEmpty { mismatches.append(.closureReadsParameters(read)) }
        if path.count > 1 { mismatches.append(.encodedSlash) }
        return mismatches
    }
}
