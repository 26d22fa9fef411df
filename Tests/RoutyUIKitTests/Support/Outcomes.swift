import Routy
import RoutyTestSupport

/// The outcomes of requests, each request's in its own list, so that a second call shows.
@MainActor
final class Outcomes {
    var results: [[String]] = []

    /// Queues `request` on `app`'s router and records each call of its completion.
    func enqueue(_ request: NavigationRequest<Screen>, on app: TestApp) {
        let index = results.count
        results.append([])
        app.router.enqueue(request) { [self] result in results[index].append(result.summary) }
    }
}
