extension DeeplinkTable {
    /// The hosts of the table's `https` patterns, lowercased and sorted: the associated domains
    /// (`applinks:<host>`) whose `apple-app-site-association` files
    /// ``appSiteAssociation(for:appIDs:)`` writes.
    public var universalLinkHosts: [String] {
        matcher.universalLinkHosts.sorted()
    }

    /// The `applinks` section of the `apple-app-site-association` file for one host: a component
    /// for each pattern that `https` links to the host can match — those that name the host, and
    /// those that name no scheme — so that every such link the table resolves opens the app.
    ///
    /// Patterns that cannot be read, or that another pattern of the same shape shadows, are left
    /// out: they match no link. Where the file must match more links than a pattern,
    /// ``NavigationRouter/checkConfiguration(deeplinks:serverRoutes:knownTypes:)`` names it (see
    /// ``UniversalLinkMismatch``).
    ///
    /// - Parameters:
    ///   - host: The host, such as `shop.example.com`; compared case-insensitively.
    ///   - appIDs: The apps that open the links, such as `ABCDE12345.com.example.shop`.
    /// - Returns: The section; ``AppSiteAssociation/jsonData()`` writes the file.
    public func appSiteAssociation(for host: String, appIDs: [String]) -> AppSiteAssociation {
        let host = host.lowercased()
        var components = [
            AppSiteAssociation.Component(
                path: "*//*", exclude: true, percentEncoded: true,
                comment: "A link with an empty segment, which the app reads as malformed")
        ]
        for entry in matcher.entries where entry.canMatch && entry.pattern.matchesUniversalLinks(to: host) {
            components += entry.pattern.universalLinkPaths.map {
                AppSiteAssociation.Component(path: $0, comment: entry.pattern.description)
            }
        }
        return AppSiteAssociation(appIDs: appIDs, components: components)
    }

    /// The patterns that go into an association file, with why the file matches more links than
    /// each: every pattern that `https` links to one of ``universalLinkHosts`` can match, and that
    /// the format cannot write exactly. Empty for a table without `https` patterns.
    var universalLinkMismatches: [(pattern: DeeplinkPattern, mismatches: [UniversalLinkMismatch])] {
        matcher.universalLinkMismatches
    }
}

extension DeeplinkMatcher {
    /// The hosts of the `https` patterns that can match a link, lowercased.
    var universalLinkHosts: Set<String> {
        var hosts: Set<String> = []
        for entry in entries where entry.canMatch && entry.pattern.scheme == "https" {
            if let host = entry.pattern.host { hosts.insert(host) }
        }
        return hosts
    }

    /// ``DeeplinkTable/universalLinkMismatches``, found without generic code and with one look-up
    /// of a pattern's host, so that it takes time in proportion to the patterns.
    var universalLinkMismatches: [(pattern: DeeplinkPattern, mismatches: [UniversalLinkMismatch])] {
        let hosts = universalLinkHosts
        guard !hosts.isEmpty else { return [] }
        return entries.compactMap { entry in
            let pattern = entry.pattern
            // What `hosts.contains(where: pattern.matchesUniversalLinks(to:))` says, in one look-up.
            guard entry.canMatch,
                pattern.scheme == nil || (pattern.scheme == "https" && pattern.host.map(hosts.contains) == true)
            else { return nil }
            let mismatches = pattern.universalLinkMismatches
            return mismatches.isEmpty ? nil : (pattern, mismatches)
        }
    }
}
