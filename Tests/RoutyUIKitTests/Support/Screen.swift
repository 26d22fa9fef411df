import Routy

/// The context types of the test app.
enum Screen: String, Hashable, Sendable, CaseIterable {
    case app, home, catalog, profile, category, product, order, cart, checkout, login, help, onboarding
}

typealias Context = NavigationContext<Screen>

extension NavigationContext where ContextType == Screen {
    static var app: Self { Self(.app) }
    static var home: Self { Self(.home) }
    static var catalog: Self { Self(.catalog) }
    static var profile: Self { Self(.profile) }
    static var cart: Self { Self(.cart) }
    static var checkout: Self { Self(.checkout) }
    static var login: Self { Self(.login) }
    static var help: Self { Self(.help) }
    static var onboarding: Self { Self(.onboarding) }
    static func category(_ slug: String) -> Self { Self(.category, payload: slug) }
    static func product(_ id: Int) -> Self { Self(.product, payload: id) }
    static func order(_ id: Int) -> Self { Self(.order, payload: id) }
}
