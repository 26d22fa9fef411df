import Routy

/// The screens every test app has; each test target's `Screen` enum adopts it with its cases and
/// adds its own.
package protocol TestScreen: Hashable, Sendable {
    static var app: Self { get }
    static var home: Self { get }
    static var catalog: Self { get }
    static var profile: Self { get }
    static var cart: Self { get }
    static var login: Self { get }
    static var category: Self { get }
    static var product: Self { get }
}

extension NavigationContext where ContextType: TestScreen {
    package static var app: Self { Self(.app) }
    package static var home: Self { Self(.home) }
    package static var catalog: Self { Self(.catalog) }
    package static var profile: Self { Self(.profile) }
    package static var cart: Self { Self(.cart) }
    package static var login: Self { Self(.login) }
    package static func category(_ slug: String) -> Self { Self(.category, payload: slug) }
    package static func product(_ id: Int) -> Self { Self(.product, payload: id) }
}
