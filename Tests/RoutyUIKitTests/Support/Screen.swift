import Routy
import RoutyTestSupport

/// The context types of the test app.
enum Screen: String, Hashable, Sendable, CaseIterable, TestScreen {
    case app, home, catalog, profile, category, product, order, cart, checkout, login, help, onboarding
}

typealias Context = NavigationContext<Screen>
typealias Recorder = EventRecorder<Screen>

extension NavigationContext where ContextType == Screen {
    static var checkout: Self { Self(.checkout) }
    static var help: Self { Self(.help) }
    static var onboarding: Self { Self(.onboarding) }
    static func order(_ id: Int) -> Self { Self(.order, payload: id) }
}
