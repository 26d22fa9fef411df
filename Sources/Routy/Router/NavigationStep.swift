/// One thing a request asks of a ``NavigationRouter``: show contexts, select a tab, go back,
/// close a screen, or open a link or another entry.
///
/// ```swift
/// let steps: [NavigationStep<Screen>] = [.close(.cart), .navigate(to: [.catalog, .product(42)])]
/// try await router.perform(NavigationRequest(steps))
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
    /// resolver when the request starts.
    public static func open(_ link: String) -> Self { Self(.open(.link(link))) }

    /// Show what an entry stands for — a notification, an activity, a quick action, an intent —
    /// read when the request starts: a link with the router's ``NavigationRouter/deeplinks``,
    /// every other kind with its ``NavigationRouter/entries``.
    public static func open(_ entry: NavigationEntry) -> Self { Self(.open(entry)) }

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
