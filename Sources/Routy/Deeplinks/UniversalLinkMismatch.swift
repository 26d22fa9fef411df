/// Why the `applinks` components of an `apple-app-site-association` file match more links than a
/// ``DeeplinkPattern`` does: what Apple's pattern language cannot say.
///
/// ``DeeplinkTable/appSiteAssociation(for:appIDs:)`` writes each pattern as closely as the format
/// allows, so that every link the table resolves opens the app; where the file must match more,
/// the startup check, ``NavigationRouter/checkConfiguration(deeplinks:serverRoutes:knownTypes:)``,
/// names the pattern with ``NavigationConfigurationFinding/universalLinkInexact(_:_:)``. A link the
/// file sends to the app that the table does not resolve fails to open with a ``DeeplinkError``;
/// open it in the browser then, as the web page it is.
public enum UniversalLinkMismatch: Hashable, Sendable {
    /// The parameter `:name` takes one segment, but Apple's `?*` that stands for it also matches
    /// `/`: the file also matches links with more segments there (`/catalog/a/b` for
    /// `/catalog/:category`).
    case parameterSpansSegments(String)
    /// The pattern's closure reads these parameters (`**` for the catch-all) and may refuse a
    /// value; the file matches every value.
    case closureReadsParameters([String])
    /// The constant segment holds `*` or `?`, which Apple reads as wildcards.
    case wildcardInConstant(String)
    /// The pattern has more than one segment: Apple decodes an encoded slash (`%2F`) before it
    /// matches, so `/a%2Fb` matches `/a/b` in the file, where the table reads one segment, `a/b`.
    case encodedSlash
}

extension UniversalLinkMismatch: CustomStringConvertible {
    /// What the file matches that the pattern does not, as a clause.
    public var description: String {
        switch self {
        case .parameterSpansSegments(let name):
            "`:\(name)` takes one segment, but the file's `?*` for it also matches `/`"
        case .closureReadsParameters(let names):
            "its closure may refuse a value of "
                + names.map { $0 == "**" ? "`**`" : "`:\($0)`" }.joined(
                    separator: ", ") + ", which the file matches whatever it is"
        case .wildcardInConstant(let text):
            "its constant `\(text)` holds `*` or `?`, which the file reads as wildcards"
        case .encodedSlash:
            "the file decodes `%2F` into a `/` between segments, where the table reads it inside one segment"
        }
    }
}
