import RoutyHeadless

/// The demo shop: tabs `home`, `catalog`, a group `collections` of the tabs `arrivals` and
/// `sale`, `profile` and a search tab `search` (each tab a stack), modals `cart` and `login`, a
/// sign-in wall in front of `profile`, `orders` and `order`, feature flags (all on unless a mark
/// turns one off), and `shop://` deeplinks.
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
    /// What the app publishes for Handoff and Spotlight about the screen it shows
    /// (``describeActivity(path:link:)``), updated at each change of the active path; `nil` for a
    /// screen it keeps to itself.
    public private(set) var activity: NavigationActivity?
    /// Whether the user is signed in; the app starts signed out.
    public private(set) var isSignedIn = false
    /// What the startup check (`NavigationRouter.checkConfiguration`) found when the app started;
    /// empty when the deeplinks, the interceptor and the factory fit together.
    public private(set) var configurationFindings: [NavigationConfigurationFinding<ShopScreen>] = []
    /// Whether the factory makes nothing, as a broken one would: a fault the soak test injects.
    public var factoryMakesNothing: Bool {
        get { faults.factoryMakesNothing }
        set { faults.factoryMakesNothing = newValue }
    }
    /// The screens whose feature is turned off (marks `feature-off TYPE`, `feature-on TYPE`): a
    /// request for a category goes to the catalog instead, one for any other is rejected.
    public var disabledFeatures: Set<ShopScreen> { faults.disabledFeatures }
    /// Whether a recorder writes what the router does (``startRecording(write:)``).
    public var isRecording: Bool { recorder != nil }
    /// The catalog tab as a three-column split — categories, a category's products, a product —
    /// when the shop runs in regular width; `nil` in compact width, where it is a stack.
    public let catalogSplit: HeadlessSplit<ShopScreen>?
    /// The profile tab: the only one whose screens need sign-in.
    private let profileTab: HeadlessStack<ShopScreen>
    /// The switches the factory's makers read.
    private let faults = Faults()
    private var recorder: NavigationRecorder<ShopScreen>?
    /// What a new shop shows, where ``startOver()`` goes back to.
    private var startSnapshot = NavigationSnapshot<ShopScreen>(root: nil)

    /// Starts the app at `app > home`, signed out, and runs the startup check.
    ///
    /// - Parameters:
    ///   - strategy: What the router does with a tab it switches away from; it keeps what the tab
    ///     shows unless told otherwise.
    ///   - widthClass: The width the shop runs in: in regular width, as on an iPad, the catalog
    ///     tab is a three-column split (``catalogSplit``) and the cart a form sheet; in compact
    ///     width, a stack and a plain modal.
    public init(
        strategy: RoutingStrategy = .keepBranches,
        widthClass: NavigationWidthClass = .compact
    ) throws(NavigationError<ShopScreen>) {
        window = HeadlessWindow(tree: tree)
        profileTab = HeadlessStack(ShopContext(.profile))
        catalogSplit = widthClass == .regular ? HeadlessSplit(ShopContext(.catalog), style: .tripleColumn) : nil
        let collections = HeadlessTabs(
            Self.collectionsContext,
            tabs: [HeadlessStack(Self.arrivalsContext), HeadlessStack(Self.saleContext)]
        )
        let tabs = HeadlessTabs(
            ShopContext(.app),
            tabs: [
                HeadlessStack(ShopContext(.home)), catalogSplit ?? HeadlessStack(ShopContext(.catalog)), collections,
                profileTab, HeadlessStack(Self.searchContext, isUpdatable: true),
            ]
        )
        try window.show(tabs)
        var factory = NavigationElementRegistry<ShopScreen>()
        let faults = faults
        factory.register(.login, presentation: .modal) { faults.factoryMakesNothing ? nil : HeadlessScreen($0) }
        // The cart is a form sheet on an iPad, a plain modal on a phone: decided when it is shown.
        factory.register(.cart, compact: .modal, regular: .modal(.formSheet)) {
            faults.factoryMakesNothing ? nil : HeadlessScreen($0)
        }
        factory.register([.article, .category, .product, .order]) {
            faults.factoryMakesNothing ? nil : HeadlessScreen($0, isUpdatable: $0.payload != nil)
        }
        factory.register(.orders) { faults.factoryMakesNothing ? nil : HeadlessScreen($0) }
        deeplinks = Self.makeDeeplinks()
        router = NavigationRouter(tree: tree, factory: factory, deeplinks: deeplinks, strategy: strategy)
        router.entries = Self.makeEntries(deeplinks: deeplinks)
        router.windowWidthClass = widthClass
        router.interceptors = [
            ShopRedirectLoop { faults.redirectsInALoop },
            FeatureFlagInterceptor(
                isEnabled: { !faults.disabledFeatures.contains($0) },
                fallback: { $0 == .category ? [ShopContext(.catalog)] : nil }
            ),
            Self.signInInterceptor { [weak self] in self?.isSignedIn ?? false },
        ]
        configurationFindings = router.checkConfiguration()
        router.publishActivities(links: deeplinks, describe: Self.describeActivity) { [weak self] in
            self?.activity = $0
        }
        startSnapshot = router.snapshot()
    }

    /// The tab group of collections, between the catalog and the profile: a section of the sidebar
    /// on an iPad, a `UITabGroup`, a SwiftUI `TabSection`. It holds ``arrivalsContext`` and
    /// ``saleContext``, selects the first, and keeps the one selected last: `shop://collections`
    /// lands there.
    public nonisolated static let collectionsContext = ShopContext(.collections)
    /// The tab of new arrivals, the first of the group ``collectionsContext``:
    /// `shop://collections/arrivals`.
    public nonisolated static let arrivalsContext = ShopContext(.arrivals)
    /// The tab of products on sale, the second of the group ``collectionsContext``:
    /// `shop://collections/sale`, and `shop://collections/sale/3` for a product on it.
    public nonisolated static let saleContext = ShopContext(.sale)
    /// The search tab, the last of the bar (a tab with the search role), before any search: its
    /// root takes another query in place, so `shop://search?q=boots` updates it to
    /// `ShopContext(.search, payload: "boots")`.
    public nonisolated static let searchContext = ShopContext(.search, payload: "")

    /// The shop's sign-in wall: a request that shows a screen that needs sign-in
    /// (``ShopScreen/requiresSignIn``) while signed out shows the login modal instead, and keeps
    /// the request pending until a sign-in resumes it. The example iOS apps have the same wall.
    ///
    /// - Parameter isSignedIn: Whether the user is signed in now.
    /// - Returns: The interceptor.
    public static func signInInterceptor(isSignedIn: @escaping () -> Bool) -> SignInInterceptor<ShopScreen> {
        SignInInterceptor(
            requiresSignIn: { $0.type.requiresSignIn },
            isSignedIn: isSignedIn,
            login: { _ in ShopContext(.login) }
        )
    }

    /// The switches of the faults the app can be told to have.
    @MainActor
    private final class Faults {
        var factoryMakesNothing = false
        var disabledFeatures: Set<ShopScreen> = []
        var redirectsInALoop = false
    }

    /// The active path, elements by their context: `app > catalog > category(shoes)`.
    public var path: String {
        window.treePath.map(\.description).joined(separator: " > ")
    }

    /// Whether the login modal is on the active path.
    public var isLoginShown: Bool {
        window.treePath.contains { $0.type == .login }
    }

    /// Every headless element in the tree.
    private var elements: [HeadlessElement<ShopScreen>] {
        var found: [HeadlessElement<ShopScreen>] = []
        var nodes = tree.root.map { [$0] } ?? []
        while let node = nodes.popLast() {
            if let element = node.entry.routable as? HeadlessElement<ShopScreen> { found.append(element) }
            nodes += node.children
        }
        return found
    }

    /// Goes back to where a new shop starts — every tab at its root, `app > home`, signed out, no
    /// fault, nothing pending — as a recorded log expects before it is replayed; the marks it
    /// applies are recorded.
    ///
    /// - Returns: The outcome of the request that showed the start again.
    public func startOver() async -> NavigationResult<ShopScreen> {
        let result: NavigationResult<ShopScreen>
        do throws(NavigationFailure<ShopScreen>) {
            result = .success(try await router.restore(startSnapshot).report)
        } catch {
            result = .failure(error)
        }
        if isSignedIn { apply("signed-out") }
        if router.pendingRequest != nil { apply("pending-dropped") }
        if faults.factoryMakesNothing { apply("factory-on") }
        if faults.redirectsInALoop { apply("loop-off") }
        for type in faults.disabledFeatures.sorted(by: { $0.rawValue < $1.rawValue }) { apply("feature-on \(type)") }
        return result
    }

    /// Signs in; when the login modal is shown, closes it and resumes the pending request, as one
    /// request. (When the user takes the login away instead, the router drops the pending request.)
    ///
    /// - Returns: The outcome of the request it made; `nil` when no login modal was shown.
    public func signIn() async -> NavigationResult<ShopScreen>? {
        apply("signed-in")
        guard isLoginShown else { return nil }
        return await perform(NavigationRequest([.close(ShopContext(.login)), .resumePending], source: "login"))
    }

    /// Signs out: leaves every screen that needs sign-in and returns to `app > home`.
    ///
    /// - Returns: The outcome of the request that took the app back home.
    public func signOut() async -> NavigationResult<ShopScreen> {
        if router.pendingRequest != nil { apply("pending-dropped") }
        // While still signed in, show the profile tab's root when the tab shows more (which leaves
        // what is above it), then home (which leaves what is above home).
        let profileShowsMore = !profileTab.pushed.isEmpty || profileTab.modal != nil
        var steps: [NavigationStep<ShopScreen>] = [.navigate(to: ShopContext(.home))]
        if isSignedIn, profileShowsMore { steps.insert(.navigate(to: ShopContext(.profile)), at: 0) }
        let result = await perform(NavigationRequest(steps, source: "logout"))
        apply("signed-out")
        return result
    }

    // MARK: - Recording and marks

    /// Starts writing what the router does — requests, outcomes, the user's changes — and the
    /// app's marks as a navigation log, one JSON line at a time; stops the recording before.
    ///
    /// - Parameter write: Called with each line, without a line break.
    public func startRecording(write: @escaping (String) -> Void) {
        stopRecording()
        recorder = NavigationRecorder(router: router, write: write)
    }

    /// Called with each mark ``apply(_:)`` applies, whether or not the app records: how a second
    /// log of the app, such as the Playground's live inspector, gets the marks too.
    public var markObserver: ((String) -> Void)?

    /// Stops writing the navigation log.
    ///
    /// - Returns: The number of lines written.
    @discardableResult
    public func stopRecording() -> Int {
        defer { recorder = nil }
        recorder?.stop()
        return recorder?.lineCount ?? 0
    }

    /// Does what a mark of the navigation log says — what the router cannot see — and writes the
    /// mark when recording, so that a replay does it again:
    ///
    /// - `signed-in`, `signed-out`: the session;
    /// - `pending-dropped`: the router forgets its pending request;
    /// - `fail CONTEXT`: the element showing it (`window.element(showing:)`) fails its next operation;
    /// - `refuse CONTEXT`: that element refuses to be left;
    /// - `accept CONTEXT`: every element showing it accepts to be left again;
    /// - `factory-off`, `factory-on`: the factory makes nothing, or makes elements again;
    /// - `feature-off TYPE`, `feature-on TYPE`: the feature flag of a screen type;
    /// - `loop-on`, `loop-off`: a broken interceptor sends requests for the cart round in a loop;
    /// - `hide TYPE`, `show TYPE`: the user hides the tab of that screen in its bar (or group), or
    ///   shows it again, as iOS 18's tab bar customization lets the user; refused as the bar
    ///   refuses it (the last tab shown, the selected one under a modal).
    ///
    /// - Parameter mark: The mark, contexts written as commands write them (`product:42`).
    /// - Returns: Whether the mark is one of these, and what it names is shown.
    @discardableResult
    public func apply(_ mark: String) -> Bool {
        guard applyWithoutRecording(mark) else { return false }
        recorder?.mark(mark)
        markObserver?(mark)
        return true
    }

    private func applyWithoutRecording(_ mark: String) -> Bool {
        let words = mark.split(separator: " ", maxSplits: 1).map(String.init)
        switch (words.first ?? "", words.count) {
        case ("signed-in", 1): isSignedIn = true
        case ("signed-out", 1): isSignedIn = false
        case ("pending-dropped", 1): router.dropPending()
        case ("factory-off", 1): factoryMakesNothing = true
        case ("factory-on", 1): factoryMakesNothing = false
        case ("loop-on", 1): faults.redirectsInALoop = true
        case ("loop-off", 1): faults.redirectsInALoop = false
        case ("feature-off", 2), ("feature-on", 2):
            guard let type = ShopScreen(rawValue: words[1]) else { return false }
            if words[0] == "feature-off" {
                faults.disabledFeatures.insert(type)
            } else {
                faults.disabledFeatures.remove(type)
            }
        case ("fail", 2), ("refuse", 2):
            guard let context = try? ShopContext(parsing: words[1]), let element = window.element(showing: context)
            else { return false }
            if words[0] == "fail" { element.failNextOperation() } else { element.refusesLeave = true }
        case ("hide", 2), ("show", 2):
            guard let type = ShopScreen(rawValue: words[1]) else { return false }
            for case let bar as HeadlessTabs<ShopScreen> in elements {
                guard let tab = bar.tabs.first(where: { $0.context.type == type }) else { continue }
                return words[0] == "hide" ? bar.hide(tab) : bar.show(tab)
            }
            return false
        case ("accept", 2):
            guard let context = try? ShopContext(parsing: words[1]) else { return false }
            let shown = elements.filter { $0.context == context }
            guard !shown.isEmpty else { return false }
            for element in shown { element.refusesLeave = false }
        default: return false
        }
        return true
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
