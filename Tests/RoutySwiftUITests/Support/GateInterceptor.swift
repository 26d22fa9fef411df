import Routy
import RoutyTestSupport

/// An interceptor that holds each request at its gate while the gate ``InterceptorGate/isClosed``,
/// as a sign-in wall waits for the user, so that a test can navigate meanwhile.
@MainActor
struct GateInterceptor: NavigationInterceptor {
    let name = "gate"
    let gate: InterceptorGate

    func intercept(_ request: NavigationRequest<Screen>) -> NavigationInterception<Screen> {
        guard gate.isClosed else { return .proceed }
        return .suspend { [gate] in
            await gate.wait()
            return .proceed
        }
    }
}
