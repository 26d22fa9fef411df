import Routy

extension Result where Success == NavigationReport<Screen>, Failure == NavigationFailure<Screen> {
    /// The executed instructions as `switchTo(catalog), enter(product(42))`, or the failure.
    var summary: String {
        switch self {
        case .success(let report): report.description
        case .failure(let failure): failure.description
        }
    }

    /// The failure, if the request failed.
    var failure: NavigationFailure<Screen>? {
        guard case .failure(let failure) = self else { return nil }
        return failure
    }
}
