import Routy
import Testing

/// `UnderlyingError` keeps an error with its type, and compares the errors it wraps the way they
/// compare themselves: the errors that carry it stay `Equatable`.
@Suite struct UnderlyingErrorTests {
    /// Prints the same whatever its code.
    struct Coded: Error, Equatable, CustomStringConvertible {
        var code: Int
        var description: String { "coded" }
    }

    /// Not `Equatable`: compared by what it prints.
    struct Printed: Error, CustomStringConvertible {
        var description: String
    }

    @Test func equatableErrorsCompareByTheirOwnEquality() {
        #expect(UnderlyingError(Coded(code: 1)) == UnderlyingError(Coded(code: 1)))
        #expect(UnderlyingError(Coded(code: 1)) != UnderlyingError(Coded(code: 2)))
        #expect(UnderlyingError(Coded(code: 1)) != UnderlyingError(Printed(description: "coded")))
    }

    @Test func otherErrorsCompareByTypeAndPrintout() {
        #expect(UnderlyingError(Printed(description: "a")) == UnderlyingError(Printed(description: "a")))
        #expect(UnderlyingError(Printed(description: "a")) != UnderlyingError(Printed(description: "b")))
    }

    @Test func aNavigationErrorReadsItsInputErrorByType() {
        let error = NavigationError<String>.input(UnderlyingError(DeeplinkError.noMatch("shop://x")))
        #expect(error.deeplinkError == .noMatch("shop://x"))
        #expect(error.inputError(as: DeeplinkError.self) == .noMatch("shop://x"))
        #expect(error.snapshotError == nil)
        #expect(NavigationError<String>.cancelled.deeplinkError == nil)
        #expect(error != .input(UnderlyingError(DeeplinkError.noMatch("shop://y"))))
        #expect(error.description == DeeplinkError.noMatch("shop://x").description)
    }
}
