import Foundation

/// A value that a deeplink parameter can hold: converted from the parameter's text when a link is
/// read, and written back as text when a link is built.
///
/// `String`, `Int`, `Double`, `Bool` and `UUID` conform. A `LosslessStringConvertible` type or a
/// `RawRepresentable` type whose raw value conforms needs only to declare the conformance:
///
/// ```swift
/// enum Category: String, DeeplinkParameterValue { case shoes, bags }
/// let category = try parameters.value("category", as: Category.self)
/// ```
public protocol DeeplinkParameterValue: Sendable {
    /// Creates a value from the percent-decoded text of a parameter.
    ///
    /// - Parameter deeplinkParameter: The parameter's text, such as `42` or `shoes`.
    /// - Returns: `nil` when the text does not stand for a value of this type.
    init?(deeplinkParameter: String)

    /// The text that stands for this value in a link, before percent-encoding.
    var deeplinkParameter: String { get }
}

extension DeeplinkParameterValue where Self: LosslessStringConvertible {
    /// Creates a value with `init?(_ description:)`.
    ///
    /// - Parameter deeplinkParameter: The parameter's text.
    /// - Returns: `nil` when the type cannot read the text.
    public init?(deeplinkParameter: String) {
        self.init(deeplinkParameter)
    }

    /// The value's `description`.
    public var deeplinkParameter: String { description }
}

extension DeeplinkParameterValue where Self: RawRepresentable, RawValue: DeeplinkParameterValue {
    /// Creates a value from the raw value that the text stands for.
    ///
    /// - Parameter deeplinkParameter: The parameter's text.
    /// - Returns: `nil` when the text is not a raw value, or no case has it.
    public init?(deeplinkParameter: String) {
        guard let rawValue = RawValue(deeplinkParameter: deeplinkParameter) else { return nil }
        self.init(rawValue: rawValue)
    }

    /// The text of the raw value.
    public var deeplinkParameter: String { rawValue.deeplinkParameter }
}

extension String: DeeplinkParameterValue {}
extension Int: DeeplinkParameterValue {}
extension Double: DeeplinkParameterValue {}

extension Bool: DeeplinkParameterValue {
    /// Reads `true`, `yes` and `1` as `true`, and `false`, `no` and `0` as `false`, in any case.
    ///
    /// - Parameter deeplinkParameter: The parameter's text.
    /// - Returns: `nil` for any other text.
    public init?(deeplinkParameter: String) {
        switch deeplinkParameter.lowercased() {
        case "true", "yes", "1": self = true
        case "false", "no", "0": self = false
        default: return nil
        }
    }

    /// `true` or `false`.
    public var deeplinkParameter: String { description }
}

extension UUID: DeeplinkParameterValue {
    /// Reads a UUID in upper or lower case.
    ///
    /// - Parameter deeplinkParameter: The parameter's text, such as `e621e1f8-c36c-495a-93fc-0c247a3e6e5f`.
    /// - Returns: `nil` when the text is not a UUID.
    public init?(deeplinkParameter: String) {
        self.init(uuidString: deeplinkParameter)
    }

    /// The UUID in lower case, as links usually write it.
    public var deeplinkParameter: String { uuidString.lowercased() }
}
