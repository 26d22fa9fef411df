import Foundation

/// One thing a request asks of a ``NavigationRouter``: show contexts, select a tab, go back,
/// close a screen, open a link or another entry, or resume the request a sign-in wall kept
/// pending. The steps are the router's verbs, each declared here once: the router performs,
/// queues and plans them (``NavigationRouter/perform(_:source:)``,
/// ``NavigationRouter/enqueue(_:source:completion:)``, ``NavigationRouter/plan(_:source:)``).
///
/// ```swift
/// try await router.perform(.navigate(to: [.catalog, .product(42)]))
/// try await router.perform(.close(.cart), .navigate(to: .orders))   // one request of two steps
/// router.enqueue(.open(url))                                        // source: .deeplink
/// ```
public struct NavigationStep<ContextType: Hashable & Sendable>: Hashable, Sendable {
    /// A context of the step's type.
    public typealias Context = NavigationContext<ContextType>

    @usableFromInline enum Kind: Hashable, Sendable {
        case navigate([Context])
        case selectTab(Context)
        case goBack
        case goBackTo(Context)
        case close(Context)
        case open(NavigationEntry)
        case resumePending
    }

    @usableFromInline let kind: Kind

    @usableFromInline init(_ kind: Kind) {
        self.kind = kind
    }

    /// Show these contexts, in this order, at the end of the active path, reusing the elements that
    /// show them already (or can take their payload) and making the rest with the factory.
    ///
    /// A context that is a tab shows the tab's root screen: what the tab had pushed is left. Use
    /// ``selectTab(_:)`` to keep it, as a tab tap does.
    @inlinable public static func navigate(to contexts: [Context]) -> Self { Self(.navigate(contexts)) }

    /// Show one context, reusing an element that shows it if there is one.
    public static func navigate(to context: Context) -> Self { Self(.navigate([context])) }

    /// Make the tab that shows `context` the selected one and keep what it shows, as a tab tap
    /// does. Fails with ``NavigationError/notATab(_:)`` when no tab shows the context.
    public static func selectTab(_ context: Context) -> Self { Self(.selectTab(context)) }

    /// Take away the top element of the active path — pop the top screen, or close the top modal.
    public static var goBack: Self { Self(.goBack) }

    /// Take away everything above the element that shows `context` on the active path, which
    /// stays: pop to it, closing the modals above it.
    public static func goBack(to context: Context) -> Self { Self(.goBackTo(context)) }

    /// Take away the element that shows `context` on the active path, with everything above it:
    /// pop it, or close it when it is a modal.
    public static func close(_ context: Context) -> Self { Self(.close(context)) }

    /// Show what a deeplink stands for, read with the router's ``NavigationRouter/deeplinks``
    /// resolver when the request starts. A request whose first step opens a link comes from
    /// ``NavigationSource/deeplink`` unless told otherwise.
    ///
    /// ```swift
    /// .onOpenURL { url in
    ///     Task {
    ///         do throws(NavigationFailure<Screen>) {
    ///             try await router.perform(.open(url))
    ///         } catch {
    ///             // Nothing changed on screen: tell the user, log what was wrong with the link.
    ///             showLinkProblem(url, error.cause.deeplinkError?.description ?? error.description)
    ///         }
    ///     }
    /// }
    /// ```
    ///
    /// A link the resolver cannot read or match fails with ``NavigationError/input(_:)`` wrapping
    /// its ``DeeplinkError`` (``NavigationError/deeplinkError``), and with
    /// ``DeeplinkError/noMatch(_:)`` when the router has no resolver.
    public static func open(_ link: String) -> Self { Self(.open(.link(link))) }

    /// Show what a URL stands for — such as the one the app was opened with — read with the
    /// router's ``NavigationRouter/deeplinks`` resolver; see ``open(_:)-(String)``.
    ///
    /// ```swift
    /// func scene(_ scene: UIScene, openURLContexts contexts: Set<UIOpenURLContext>) {
    ///     if let url = contexts.first?.url { router.enqueue(.open(url)) }
    /// }
    /// ```
    public static func open(_ url: URL) -> Self { Self(.open(.link(url.absoluteString))) }

    /// Show what an entry stands for — a notification, an activity, a quick action, an intent —
    /// read when the request starts: a link with the router's ``NavigationRouter/deeplinks``,
    /// every other kind with its ``NavigationRouter/entries``, through the interceptors as any
    /// request. A request whose first step opens an entry comes from the entry's own source
    /// (``NavigationEntry/source``, such as ``NavigationSource/notification``) unless told otherwise.
    ///
    /// ```swift
    /// // UNUserNotificationCenterDelegate
    /// func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {
    ///     let content = response.notification.request.content
    ///     let payload = content.userInfo.compactMapValues { $0 as? String }
    ///     do throws(NavigationFailure<Screen>) {
    ///         try await router.perform(.open(.notification(content.categoryIdentifier, payload: payload)))
    ///     } catch {
    ///         // Nothing changed on screen: log what the notification carried.
    ///         log(error.cause.entryError?.description ?? error.description)
    ///     }
    /// }
    /// ```
    ///
    /// An entry nothing reads fails with ``NavigationError/input(_:)`` wrapping a
    /// ``NavigationEntryError`` (``NavigationError/entryError``), a link with its ``DeeplinkError``.
    public static func open(_ entry: NavigationEntry) -> Self { Self(.open(entry)) }

    /// Run the request an interceptor kept pending (``NavigationRouter/pendingRequest``) in its
    /// place: the pending request is taken when this step starts, and runs — through the
    /// interceptors again — with its own steps and source. With nothing pending, it does nothing
    /// and succeeds.
    ///
    /// After a close, in one request, it closes the login screen a sign-in wall showed and runs
    /// what was kept pending: nothing queued meanwhile runs between the two, and the close does not
    /// count as the user leaving the login screen. The resumed steps run through the interceptors
    /// with this request's source; a failure's ``NavigationFailure/stepIndex`` counts the close and
    /// then the resumed steps.
    ///
    /// ```swift
    /// // After a successful sign-in:
    /// try await router.perform(.close(.login), .resumePending)
    /// ```
    public static var resumePending: Self { Self(.resumePending) }

    /// The source of the entry the step opens, which a request that starts with it comes from
    /// unless told otherwise; `nil` for the other steps.
    @usableFromInline var openedEntrySource: NavigationSource? {
        guard case .open(let entry) = kind else { return nil }
        return entry.source
    }

    /// The contexts the step navigates to: those `navigate(to:)` shows and the tab
    /// ``selectTab(_:)`` selects; empty for the other steps.
    public var destinationContexts: [Context] {
        switch kind {
        case .navigate(let contexts): contexts
        case .selectTab(let context): [context]
        case .goBack, .goBackTo, .close, .open, .resumePending: []
        }
    }
}

extension NavigationStep: CustomStringConvertible {
    /// `navigate(catalog, category(shoes))`, `selectTab(catalog)`, `goBack`, `goBack(to: cart)`,
    /// `close(cart)`, `open(shop://cart)`, `open(notification(orderShipped; order=7))`, `resumePending`.
    public var description: String {
        switch kind {
        case .navigate(let contexts): "navigate(\(contexts.map(\.description).joined(separator: ", ")))"
        case .selectTab(let context): "selectTab(\(context))"
        case .goBack: "goBack"
        case .goBackTo(let context): "goBack(to: \(context))"
        case .close(let context): "close(\(context))"
        case .open(let entry): "open(\(entry.kind == .link ? entry.identifier : entry.description))"
        case .resumePending: "resumePending"
        }
    }
}
