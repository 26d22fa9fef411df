/// Why a link could not be turned into contexts, or contexts into a link.
///
/// Every case carries the link, or the contexts, it is about; ``description`` says what was asked,
/// what was found and what to do. When the router opens a link, this error reaches the app
/// wrapped in ``NavigationError/input(_:)``; ``NavigationError/deeplinkError`` reads it back.
public enum DeeplinkError: Error, Equatable, Sendable {
    /// The link cannot be read as a deeplink: it is empty, has no path, has a space or a control
    /// character, a scheme or port that is not one, a scheme followed by neither `//` nor `/`
    /// (`shop:catalog`), an empty path segment (`shop://catalog//42`), or a `%` not followed by
    /// two hex digits of UTF-8. `reason` says which.
    case malformedURL(String, reason: String)
    /// The link is a URL, but no registered pattern matches it.
    case noMatch(String)
    /// The closure of a pattern asked for a parameter that the link does not have, or a `link`
    /// closure left out a parameter that its pattern needs; `available` lists the names there were.
    case missingParameter(String, url: String, available: [String])
    /// A parameter's text could not be converted to the type that was asked for.
    case badParameter(String, value: String, expected: String, url: String)
    /// The closure of the pattern that matched the link threw an error that is not a
    /// `DeeplinkError`; `underlying` holds it.
    case rejected(String, pattern: DeeplinkPattern, underlying: UnderlyingError)
    /// No pattern builds a link for these contexts, listed as they print (`product(42)`): no
    /// `link` closure of ``DeeplinkTable/register(_:example:contexts:link:)`` accepts them.
    case noLink([String])
}

extension DeeplinkError: CustomStringConvertible {
    /// A sentence that says what was asked, what was found and what to do.
    public var description: String {
        switch self {
        case .malformedURL(let url, let reason):
            "`\(url)` is not a valid deeplink: \(reason). Check how the link was built; "
                + "percent-encode spaces, `%` and other reserved characters."
        case .noMatch(let url):
            "No deeplink pattern matches `\(url)`. Register a pattern for it, or check the link's "
                + "scheme, host and path."
        case .missingParameter(let name, let url, let available):
            "`\(url)` has no parameter `\(name)` (it has \(available.codeList)). "
                + "Check the parameter names of the pattern and its closures."
        case .badParameter(let name, let value, let expected, let url):
            "The parameter `\(name)` of `\(url)` is `\(value)`, which is not a valid \(expected). "
                + "Fix the link, or ask for a type that accepts this value."
        case .rejected(let url, let pattern, let underlying):
            "`\(url)` matched `\(pattern)`, whose closure rejected it: \(underlying). Check the link, or the "
                + "closure registered for the pattern."
        case .noLink(let contexts):
            "No deeplink pattern can build a link for [\(contexts.joined(separator: ", "))]. "
                + "Register a pattern with a `link` closure that accepts these contexts."
        }
    }
}
