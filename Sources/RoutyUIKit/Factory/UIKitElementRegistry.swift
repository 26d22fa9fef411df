import Routy

/// A factory that asks the maker of view controllers registered for each context type, and wraps
/// what the maker returns in the element that shows it the way the type is shown: the registry of
/// a UIKit app, as `NavigationElementRegistry` is of any other.
///
/// On UIKit's classes an app writes it `UIKitAppElementRegistry<Screen>`, which is
/// `UIKitElementRegistry<Screen, UIKitPlatform>`:
///
/// ```swift
/// var factory = UIKitAppElementRegistry<Screen>()
/// factory.register(.home) { _ in HomeViewController() }
/// factory.register(.product) { context in ProductViewController(context) }
/// factory.register(.cart, presentation: .modal(.sheet, inNavigationStack: true)) { _ in CartViewController() }
/// factory.registerTabs(.app, tabs: [.home, .catalog])
/// ```
///
/// - `NavigationPresentation.push`: a ``UIKitScreen``, pushed on the stack of the active path.
/// - `NavigationPresentation.modal(_:inNavigationStack:)`: a ``UIKitScreen``, or a ``UIKitStack``
///   in a new navigation controller, given the modal style when it is presented.
/// - ``register(_:compact:regular:transition:maker:)``: one of those, per width class.
/// - `NavigationPresentation.root`: a ``UIKitStack`` in a new navigation controller, the window's root.
/// - ``registerTabs(_:tabs:selectedIndex:searchTab:sharesOneStack:)``: ``UIKitTabs`` of stacks, the window's
///   root. A type registered with it that is among another's tabs is a group of tabs there — a
///   ``UIKitTabGroup`` of stacks, a `UITabGroup` of iOS 18, a section of the iPad's sidebar — as a
///   tab container among tabs is in the headless and SwiftUI kits:
///
/// ```swift
/// factory.registerTabs(.library, tabs: [.books, .music])
/// factory.registerTabs(.app, tabs: [.home, .library], searchTab: .search(""))
/// ```
@MainActor
public struct UIKitElementRegistry<ContextType: Hashable & Sendable, Platform: AdapterPlatform>:
    NavigationElementFactory
{
    /// Makes the view controller that shows a context, or returns `nil` when it cannot.
    public typealias Maker = @MainActor (NavigationContext<ContextType>) -> Platform.ViewController?

    private enum Registration {
        /// Shown as the presentation says, which may be adaptive.
        case viewController(NavigationPresentation, Maker)
        case tabs(
            [NavigationContext<ContextType>], selectedIndex: Int, searchTab: NavigationContext<ContextType>?,
            sharesOneStack: Bool)
    }

    private var registrations: [ContextType: Registration] = [:]
    private var transitions: [ContextType: UIKitTransition<Platform>] = [:]

    /// Creates an empty registry.
    public init() {}

    /// Registers the maker of view controllers for a context type, replacing any earlier one.
    ///
    /// - Parameters:
    ///   - type: The context type.
    ///   - presentation: How its view controllers are shown; pushed unless said otherwise.
    ///   - transition: The custom transition of its screens' push and pop, or presentation and
    ///     dismissal when they are modals; UIKit's own unless given.
    ///   - maker: Makes the view controller for a context of the type, or `nil` when it cannot.
    public mutating func register(
        _ type: ContextType,
        presentation: NavigationPresentation = .push,
        transition: UIKitTransition<Platform>? = nil,
        maker: @escaping Maker
    ) {
        registrations[type] = .viewController(presentation, maker)
        transitions[type] = transition
    }

    /// Registers the maker of view controllers for a context type shown one way in compact width
    /// and another in regular width, replacing any earlier one; the router decides when it shows
    /// one (`NavigationRouter.windowWidthClass`).
    ///
    /// ```swift
    /// factory.register(.settings, compact: .push, regular: .modal(.formSheet, inNavigationStack: true)) { _ in
    ///     SettingsViewController()
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - type: The context type.
    ///   - compact: How its view controllers are shown in compact width.
    ///   - regular: How its view controllers are shown in regular width.
    ///   - transition: The custom transition of its screens' push and pop, or presentation and
    ///     dismissal when they are modals; UIKit's own unless given.
    ///   - maker: Makes the view controller for a context of the type, or `nil` when it cannot.
    public mutating func register(
        _ type: ContextType,
        compact: NavigationPresentation,
        regular: NavigationPresentation,
        transition: UIKitTransition<Platform>? = nil,
        maker: @escaping Maker
    ) {
        registrations[type] = .viewController(.adaptive(compact: compact, regular: regular), maker)
        transitions[type] = transition
    }

    /// Registers one maker for several context types, shown the same way.
    ///
    /// - Parameters:
    ///   - types: The context types.
    ///   - presentation: How their view controllers are shown; pushed unless said otherwise.
    ///   - transition: The custom transition of their screens' push and pop, or presentation and
    ///     dismissal when they are modals; UIKit's own unless given.
    ///   - maker: Makes the view controller for a context of one of the types, or `nil`.
    public mutating func register(
        _ types: [ContextType],
        presentation: NavigationPresentation = .push,
        transition: UIKitTransition<Platform>? = nil,
        maker: @escaping Maker
    ) {
        for type in types { register(type, presentation: presentation, transition: transition, maker: maker) }
    }

    /// Registers a tab bar for a context type: a new root whose tabs are stacks rooted in the
    /// view controllers registered for `tabs`. Among another tab bar's tabs, it is a group of
    /// tabs (a ``UIKitTabGroup``); a group's tabs are stacks, and it has no search tab.
    ///
    /// - Parameters:
    ///   - type: The context type of the tab bar.
    ///   - tabs: The context each tab's root shows, in display order; each type needs a maker,
    ///     or a tab bar registration of its own for a group.
    ///   - selectedIndex: The tab shown first.
    ///   - searchTab: The context of the search tab's root, if there is one: a last tab, which
    ///     iOS 18 shows as its search tab (`UISearchTab`); its type needs a maker.
    ///   - sharesOneStack: For a group, whether its tabs share one navigation controller — on
    ///     iOS 18 the `UITabGroup`'s `managingNavigationController` — whose root is the selected
    ///     tab's screen: a push in any of its tabs goes on it, and selecting another of its tabs
    ///     replaces the root and drops what was pushed (see ``UIKitTabGroup``). Ignored for a tab
    ///     bar that is no group.
    public mutating func registerTabs(
        _ type: ContextType,
        tabs: [NavigationContext<ContextType>],
        selectedIndex: Int = 0,
        searchTab: NavigationContext<ContextType>? = nil,
        sharesOneStack: Bool = false
    ) {
        registrations[type] = .tabs(
            tabs, selectedIndex: selectedIndex, searchTab: searchTab, sharesOneStack: sharesOneStack)
        transitions[type] = nil
    }

    // MARK: - NavigationElementFactory

    /// How new elements of the context's type are shown, as registered.
    ///
    /// - Throws: `NavigationError.unregisteredType(_:)` when nothing is registered for it.
    public func presentation(for context: NavigationContext<ContextType>) throws(NavigationError<ContextType>)
        -> NavigationPresentation
    {
        switch registrations[context.type] {
        case .viewController(let presentation, _): presentation
        case .tabs: .root
        case nil: throw .unregisteredType(context.type)
        }
    }

    /// A new element for `context`, from the view controller its maker returns.
    ///
    /// - Throws: `NavigationError.unregisteredType(_:)` when nothing is registered for the
    ///   type, `NavigationError.noElement(_:)` when the maker returns `nil`, or a view
    ///   controller that adopts ``ContextViewController`` and shows another context.
    public func makeElement(for context: NavigationContext<ContextType>) throws(NavigationError<ContextType>)
        -> any NavigationElement<ContextType>
    {
        try element(for: context)
    }

    /// A new element for `context`, shown as `presentation`: for a type registered per width
    /// class, the element of the presentation that applies (a screen to push, a stack for a modal
    /// in its own navigation controller).
    ///
    /// - Throws: What ``makeElement(for:)`` throws.
    public func makeElement(
        for context: NavigationContext<ContextType>,
        presentedAs presentation: NavigationPresentation
    ) throws(NavigationError<ContextType>) -> any NavigationElement<ContextType> {
        try element(for: context, presentedAs: presentation)
    }

    /// A new element for `context`, typed as the adapters' element, with the transition
    /// registered for its type; a type registered per width class gets the element of its compact
    /// presentation unless `presentation` is its regular one.
    ///
    /// - Parameters:
    ///   - context: The context.
    ///   - presentation: How the element is shown, when the router decided it.
    /// - Throws: What ``makeElement(for:)`` throws.
    public func element(
        for context: NavigationContext<ContextType>,
        presentedAs presentation: NavigationPresentation? = nil
    ) throws(NavigationError<ContextType>) -> UIKitElement<ContextType, Platform> {
        let element = try newElement(for: context, presentedAs: presentation)
        element.transition = transitions[context.type]
        return element
    }

    /// A new element for `context`, as its type's registration says.
    private func newElement(
        for context: NavigationContext<ContextType>,
        presentedAs presentation: NavigationPresentation?
    ) throws(NavigationError<ContextType>) -> UIKitElement<ContextType, Platform> {
        switch registrations[context.type] {
        case .viewController(let registered, _):
            let regular = registered.adapted(to: .regular)
            return try newElement(
                for: context, shown: presentation == regular ? regular : registered.adapted(to: .compact))
        case .tabs(let tabs, let selectedIndex, let searchTab, _):
            var elements: [UIKitElement<ContextType, Platform>] = []
            for tab in tabs { elements.append(try tabElement(for: tab)) }
            if let searchTab { elements.append(try stack(for: searchTab)) }
            return UIKitTabs(
                context, tabs: elements, selectedIndex: selectedIndex,
                searchTab: searchTab == nil ? nil : elements.count - 1)
        case nil:
            throw .unregisteredType(context.type)
        }
    }

    /// A new tab of a tab bar for `context`: a group of stacks when its type is registered as a
    /// tab bar, a stack otherwise.
    private func tabElement(for context: NavigationContext<ContextType>) throws(NavigationError<ContextType>)
        -> UIKitElement<ContextType, Platform>
    {
        guard case .tabs(let tabs, let selectedIndex, _, let sharesOneStack) = registrations[context.type] else {
            return try stack(for: context)
        }
        if sharesOneStack, !tabs.isEmpty {
            var roots: [Platform.ViewController] = []
            for tab in tabs { roots.append(try viewController(for: tab)) }
            let shown = roots.indices.contains(selectedIndex) ? selectedIndex : 0
            let navigationController = Platform.makeNavigationController(rootViewController: roots[shown])
            let stacks = zip(tabs, roots).map {
                UIKitStack<ContextType, Platform>($0, rootViewController: $1, sharing: navigationController)
            }
            return UIKitTabGroup(context, stacks: stacks, sharing: navigationController, selectedIndex: shown)
        }
        var stacks: [UIKitElement<ContextType, Platform>] = []
        for tab in tabs { stacks.append(try stack(for: tab)) }
        return UIKitTabGroup(context, tabs: stacks, selectedIndex: selectedIndex)
    }

    /// A new element for `context` shown as `shown` (not adaptive) says: a screen, or a stack in
    /// a new navigation controller for a root or a modal in its own navigation controller. The
    /// modal's style is set when it is presented.
    private func newElement(
        for context: NavigationContext<ContextType>,
        shown: NavigationPresentation
    ) throws(NavigationError<ContextType>) -> UIKitElement<ContextType, Platform> {
        guard shown.kind == .root || shown.inNavigationStack else {
            return UIKitScreen(context, viewController: try viewController(for: context))
        }
        return try stack(for: context)
    }

    /// A new stack in a new navigation controller, rooted in the view controller registered for
    /// the context's type, whatever its presentation: the tab of a tab bar, a modal flow, a root.
    ///
    /// - Throws: What ``makeElement(for:)`` throws.
    public func stack(for context: NavigationContext<ContextType>) throws(NavigationError<ContextType>)
        -> UIKitStack<ContextType, Platform>
    {
        UIKitStack(context, rootViewController: try viewController(for: context))
    }

    /// The view controller the registered maker makes for `context`.
    private func viewController(for context: NavigationContext<ContextType>) throws(NavigationError<ContextType>)
        -> Platform.ViewController
    {
        let maker: Maker
        switch registrations[context.type] {
        case .viewController(_, let registered): maker = registered
        case .tabs, nil: throw .unregisteredType(context.type)
        }
        guard let viewController = maker(context) else { throw .noElement(context) }
        if let shown = viewController as? any ContextViewController<ContextType>, shown.context != context {
            throw .noElement(context)
        }
        return viewController
    }
}
