import Routy

extension Result where Success: CustomStringConvertible, Failure: CustomStringConvertible {
    /// The executed instructions as `switchTo(catalog), enter(product(42))`, or the failure: a
    /// navigation report's or failure's printed form.
    package var summary: String {
        switch self {
        case .success(let report): report.description
        case .failure(let failure): failure.description
        }
    }
}

extension Result {
    /// The report, if the request succeeded.
    package var report: Success? {
        guard case .success(let report) = self else { return nil }
        return report
    }

    /// The error, if this is a failure.
    package var failure: Failure? {
        guard case .failure(let error) = self else { return nil }
        return error
    }
}

extension NavigationRouter {
    /// Runs a request and returns its outcome as a value, for tests that compare outcomes.
    package func result(of request: NavigationRequest<ContextType>) async -> NavigationResult<ContextType> {
        do throws(NavigationFailure<ContextType>) {
            return .success(try await perform(request))
        } catch {
            return .failure(error)
        }
    }
}

extension NavigationRouter {
    /// Asks for `context` and returns how the ask ended, printed: the answer (`value(delete)`,
    /// `dismissed(by the user)`), or `failed: ` and the failure's error.
    package func askOutcome<Value: Sendable>(_ context: Context, returning type: Value.Type) async -> String {
        do throws(NavigationFailure<ContextType>) {
            return try await ask(context, returning: type).description
        } catch {
            return "failed: \(error.cause)"
        }
    }
}
