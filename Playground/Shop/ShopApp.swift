import Portus
import Routy
import RoutyHeadless

/// The demo shop: tabs `home`, `catalog` and `profile` (each a stack), modals `cart` and
/// `login`, a sign-in wall in front of `profile`, `orders` and `order`, and `shop://` deeplinks.
///
/// Everything runs on the public API of Portus, Routy and RoutyHeadless.
@MainActor
public final class ShopApp {
    /// The routing tree the headless elements keep up to date.
    public let tree = RoutingTree()
    /// The headless window that shows the app.
    public let window: HeadlessWindow<ShopScreen>
    /// The router every command goes through.
    public let router: NavigationRouter<ShopScreen>
    /// The `shop://` links.
    public let deeplinks: DeeplinkTable<ShopScreen>
    /// Whether the user is signed in; the app starts signed out.
    public private(set) var isSignedIn = false
    /// The profile tab: the only one whose screens need sign-in.
    private let profileTab: HeadlessStack<ShopScreen>

    /// Starts the app at `app > home`, signed out.
    public init() throws(RoutingError) {
        window = HeadlessWindow(tree: tree)
        profileTab = HeadlessStack(ShopContext(.profile))
        let tabs = HeadlessTabs(
            ShopContext(.app),
            tabs: [HeadlessStack(ShopContext(.home)), HeadlessStack(ShopContext(.catalog)), profileTab]
        )
        try window.show(tabs)
        var factory = NavigationElementRegistry<ShopScreen>()
        factory.register([.cart, .login], presentation: .modal) { HeadlessScreen($0) }
        factory.register([.article, .category, .product, .order]) { HeadlessScreen($0, isUpdatable: $0.payload != nil) }
        factory.register(.orders) { HeadlessScreen($0) }
        deeplinks = Self.makeDeeplinks()
        router = NavigationRouter(tree: tree, factory: factory, deeplinks: deeplinks)
        router.interceptors = [
            SignInInterceptor(
                requiresSignIn: { $0.type.requiresSignIn },
                isSignedIn: { [weak self] in self?.isSignedIn ?? false },
                login: { _ in ShopContext(.login) }
            )
        ]
    }

    /// The active path, elements by their context: `app > catalog > category(shoes)`.
    public var path: String {
        window.treePath.map(\.description).joined(separator: " > ")
    }

    /// Whether the login modal is on the active path.
    public var isLoginShown: Bool {
        window.treePath.contains { $0.type == .login }
    }

    /// Whether a login modal is anywhere in the tree, on the active path or in another tab.
    var hasLogin: Bool {
        var nodes = tree.root.map { [$0] } ?? []
        while let node = nodes.popLast() {
            if (node.entry.routable as? any NavigationElement<ShopScreen>)?.context.type == .login { return true }
            nodes += node.children
        }
        return false
    }

    /// Forgets the pending request once the login modal that carries it is gone without a
    /// sign-in (dismissed, left by `back`, or left for another screen): the user cancelled, so
    /// a later sign-in must not resume it.
    public func dropPendingWithoutLogin() {
        if !hasLogin { router.dropPending() }
    }

    /// Signs in; when the login modal is shown, closes it and resumes the pending request.
    ///
    /// - Returns: The outcomes of the requests it made, in order: none when no login modal was
    ///   shown, only the close when it failed.
    public func signIn() async -> [NavigationResult<ShopScreen>] {
        isSignedIn = true
        guard isLoginShown else { return [] }
        let closed = await perform(.close(ShopContext(.login), source: "login"))
        guard case .success = closed, router.pendingRequest != nil else { return [closed] }
        return [closed, await perform(.resumePending)]
    }

    /// Signs out: leaves every screen that needs sign-in and returns to `app > home`.
    ///
    /// - Returns: The outcome of the request that took the app back home.
    public func signOut() async -> NavigationResult<ShopScreen> {
        router.dropPending()
        // While still signed in, show the profile tab's root when the tab shows more (which leaves
        // what is above it), then home (which leaves what is above home).
        let profileShowsMore = !profileTab.pushed.isEmpty || profileTab.modal != nil
        var steps: [NavigationStep<ShopScreen>] = [.navigate(to: ShopContext(.home))]
        if isSignedIn, profileShowsMore { steps.insert(.navigate(to: ShopContext(.profile)), at: 0) }
        let result = await perform(NavigationRequest(steps, source: "logout"))
        isSignedIn = false
        return result
    }

    /// Runs a request through the router and returns its outcome as a value.
    public func perform(_ request: NavigationRequest<ShopScreen>) async -> NavigationResult<ShopScreen> {
        do throws(NavigationFailure<ShopScreen>) {
            return .success(try await router.perform(request))
        } catch {
            return .failure(error)
        }
    }
}
