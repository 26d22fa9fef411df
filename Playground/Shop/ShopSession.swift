import Foundation
import Routy

/// What an app that shows the shop's screens keeps besides its elements, as the example iOS apps
/// (`Examples/`) do: whether the user is signed in, behind the shop's sign-in wall
/// (``ShopApp/signInInterceptor(isSignedIn:)``, which ``ShopApp`` has too); the `shop://` links,
/// opened through the router; and what the app shows, saved at every change and shown again at
/// the next launch. An app with several windows holds a session per window in ``ShopScenes``.
@MainActor
public final class ShopSession {
    /// The router the session drives.
    public let router: NavigationRouter<ShopScreen>
    /// Whether the user is signed in; a session starts signed out.
    public private(set) var isSignedIn = false
    private let defaults: UserDefaults
    private let key: String

    /// Puts the sign-in wall in front of the router's requests, and saves what the app shows after
    /// each request and each change the user makes.
    ///
    /// - Parameters:
    ///   - router: The app's router, with the shop's links (``ShopApp/makeDeeplinks()``).
    ///   - defaults: Where what the app shows is saved.
    ///   - key: The key it is saved under.
    public init(
        router: NavigationRouter<ShopScreen>,
        defaults: UserDefaults = .standard,
        key: String = "RoutyShop.navigation"
    ) {
        self.router = router
        self.defaults = defaults
        self.key = key
        router.interceptors = [ShopApp.signInInterceptor { [weak self] in self?.isSignedIn ?? false }]
        router.addObserver { [weak self] event in
            switch event {
            case .requestEnded, .userNavigated: self?.save()
            default: break
            }
        }
    }

    /// Opens a `shop://` link, as a tap on it in another app does; a link that cannot be shown
    /// changes nothing.
    ///
    /// - Parameter link: The link, `shop://catalog/shoes/42`.
    public func open(_ link: String) {
        Task { try? await router.perform(.open(link)) }
    }

    /// Opens an entry the system delivered — a universal link, a Handoff activity, a Spotlight
    /// result, a quick action — through the router, as ``open(_:)-(String)`` opens a link.
    ///
    /// - Parameter entry: The entry, such as `NavigationEntry(userActivity)` in a scene delegate.
    /// - Returns: Whether the router showed it.
    @discardableResult
    public func open(_ entry: NavigationEntry) async -> Bool {
        do {
            _ = try await router.perform(.open(entry))
            return true
        } catch {
            return false
        }
    }

    /// Signs in, closes the login screen, and resumes the request the sign-in wall stopped.
    public func signIn() async {
        isSignedIn = true
        _ = try? await router.perform(.close(ShopContext(.login)), .resumePending, source: "login")
    }

    /// Shows what the app showed when it was last saved; a screen behind the sign-in wall shows
    /// the login first, as a link to it does. Nothing saved, or nothing readable, changes nothing.
    public func restore() async {
        guard let data = defaults.data(forKey: key) else { return }
        await restore(from: data)
    }

    /// Shows what `data`, a snapshot's JSON, says the app showed; data that cannot be read
    /// changes nothing.
    private func restore(from data: Data) async {
        guard let snapshot = try? NavigationSnapshot<ShopScreen>(jsonData: data) else { return }
        _ = try? await router.restore(snapshot)
    }

    private func save() {
        guard let data = try? router.snapshot().jsonData() else { return }
        defaults.set(data, forKey: key)
    }
}
