import Routy
import RoutyTestSupport

/// The context types of the test app.
enum Screen: String, Hashable, Sendable, CaseIterable, TestScreen {
    case app, home, catalog, profile, category, product, order, cart, checkout, login, help, onboarding
    /// iOS 18's tab bar: a group of tabs (catalog, profile), and the search tab (payload: the query).
    case library, search
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
    static var library: Self { Self(.library) }
    static func search(_ query: String) -> Self { Self(.search, payload: query) }
}
