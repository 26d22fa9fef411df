extension Array where Element == String {
    /// The names as code, separated by commas (`` `id`, `slug` ``), or `none`: how an error's
    /// description lists what there was.
    var codeList: String { isEmpty ? "none" : map { "`\($0)`" }.joined(separator: ", ") }
}
