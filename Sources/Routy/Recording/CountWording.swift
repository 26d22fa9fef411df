/// A number and what it counts, in the words the reports print: one place for the singular and
/// the plural, so that no message says "1 entries differ".
package enum CountWording {
    /// `1 entry`, `2 entries`, `0 marks`.
    ///
    /// - Parameters:
    ///   - number: How many.
    ///   - singular: The noun for one.
    ///   - plural: The noun for any other number; `singular` and an `s` when `nil`.
    package static func count(_ number: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(number) \(number == 1 ? singular : plural ?? singular + "s")"
    }

    /// `1 entry differs`, `2 entries differ`: what a replay report says of the entries it did not
    /// do as recorded.
    package static func entriesDiffer(_ number: Int) -> String {
        count(number, "entry", "entries") + (number == 1 ? " differs" : " differ")
    }
}
