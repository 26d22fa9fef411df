import Routy
import RoutyTestSupport

/// The context types of the test app.
enum Screen: String, Hashable, Sendable, CaseIterable, TestScreen {
    case app, home, catalog, profile, category, product, order, cart, checkout, login, help, onboarding
    /// An action sheet that asks whether to delete an item (payload: its id).
    case confirmDelete
}

typealias Context = NavigationContext<Screen>
typealias Recorder = EventRecorder<Screen>

extension NavigationContext where ContextType == Screen {
    static var checkout: Self { Self(.checkout) }
    static var help: Self { Self(.help) }
    static var onboarding: Self { Self(.onboarding) }
    static func order(_ id: Int) -> Self { Self(.order, payload: id) }
}
