import Portus
import Routy
import RoutySwiftUI
import RoutyTestSupport

/// The context types of the SwiftUI test shop.
enum Screen: String, Hashable, Sendable, CaseIterable, TestScreen {
    case app, home, catalog, profile, article, category, product, editor, cart, login, checkout, address
    /// The search tab (payload: the query).
    case search
    /// An alert that asks whether to delete an item (payload: its id): a `SwiftUIAlert` of `DeleteChoice`s.
    case confirmDelete
}

/// What the `confirmDelete` alert hands back.
enum DeleteChoice: String, Sendable, Equatable {
    case delete, keep
}

typealias Context = NavigationContext<Screen>
typealias Recorder = EventRecorder<Screen>

extension NavigationContext where ContextType == Screen {
    static var editor: Self { Self(.editor) }
    static var checkout: Self { Self(.checkout) }
    static var address: Self { Self(.address) }
    static func article(_ id: Int) -> Self { Self(.article, payload: id) }
    static func confirmDelete(_ id: Int) -> Self { Self(.confirmDelete, payload: id) }
    static func search(_ query: String) -> Self { Self(.search, payload: query) }
}

/// The shop as a SwiftUI app builds it: tabs home and catalog (stacks) and profile (a screen);
/// articles, categories, products, the editor and the address form pushed; the cart a sheet,
/// the login a full-screen cover, the checkout a stack presented as a sheet.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
final class SwiftUIShop {
    let tree = RoutingTree()
    let home = SwiftUIStack<Screen>(.home)
    let catalog = SwiftUIStack<Screen>(.catalog)
    let profile = SwiftUIScreen<Screen>(.profile)
    let tabs: SwiftUITabs<Screen>
    let router: NavigationRouter<Screen>
    /// Context types for which the factory makes nothing.
    var refusedByFactory: Set<Screen> = []
    /// Every element the factory made, in order.
    private(set) var made: [any SwiftUIElement<Screen>] = []
    /// How the `confirmDelete` alerts the factory makes from now on are shown.
    var alertStyle = NavigationAlertStyle.alert

    init() throws {
        tabs = SwiftUITabs(.app, tabs: [home, catalog, profile])
        router = NavigationRouter(tree: tree, factory: NavigationElementRegistry<Screen>())
        try tabs.showAsRoot(of: router)
        var registry = NavigationElementRegistry<Screen>()
        registry.register([.article, .category, .product, .editor]) { [unowned self] context in
            self.make(SwiftUIScreen(context, updatesInPlace: context.type == .product))
        }
        // The address form hands the address back to whoever asks for it.
        registry.register(.address) { [unowned self] context in
            self.make(SwiftUIScreen(context, answerSlot: NavigationAnswerSlot(answering: String.self)))
        }
        registry.register(.cart, presentation: .modal) { [unowned self] context in
            self.make(SwiftUIScreen(context, modalStyle: .sheet))
        }
        registry.register(.login, presentation: .modal) { [unowned self] context in
            self.make(SwiftUIScreen(context, modalStyle: .fullScreenCover))
        }
        registry.register(.checkout, presentation: .modal) { [unowned self] context in
            self.make(SwiftUIStack(context, modalStyle: .sheet))
        }
        registry.register(.confirmDelete, presentation: .modal) { [unowned self] context in
            let alert = NavigationAlert(
                "Delete this item?", message: "It cannot be undone.", style: self.alertStyle,
                actions: [
                    NavigationAlertAction("Delete", role: .destructive, value: DeleteChoice.delete),
                    NavigationAlertAction("Keep", role: .cancel, value: DeleteChoice.keep),
                ])
            return self.make(SwiftUIAlert(context, alert: alert))
        }
        router.factory = registry
    }

    private func make(_ element: any SwiftUIElement<Screen>) -> (any SwiftUIElement<Screen>)? {
        guard !refusedByFactory.contains(element.context.type) else { return nil }
        made.append(element)
        return element
    }

    /// Runs requests one after another and fails if one fails; for setting up a start state.
    func setUp(_ requests: [[Context]]) async throws {
        for contexts in requests { try await router.perform(.navigate(to: contexts)) }
    }

    /// The tree's active path as `app > catalog > product(42)`.
    var path: String {
        tree.activePath.compactMap { $0.screenContext(Screen.self) }.map(\.description).joined(separator: " > ")
    }

    /// What the models show, from the root to the front, in the same form.
    var shown: String {
        ModelPicture.shownChain(of: tabs).map(\.description).joined(separator: " > ")
    }

    /// What breaks the agreement of the models and the tree; empty when they agree.
    var violations: [String] {
        ModelPicture.violations(root: tabs, tree: tree)
    }

    // MARK: - The front of the screen

    /// The modal in front, if any: the innermost one presented.
    var frontModal: SwiftUIModal<Screen>? {
        var modal: SwiftUIModal<Screen>? = tabs.modal.element == nil ? nil : tabs.modal
        while let current = modal, let element = current.element, element.modal.element != nil {
            modal = element.modal
        }
        return modal
    }

    /// The element in front: the innermost modal's, or the root.
    var frontElement: any SwiftUIElement<Screen> {
        frontModal?.element ?? tabs
    }

    /// The stack the user sees, if the front element shows one.
    var frontStack: SwiftUIStack<Screen>? {
        ModelPicture.visibleStack(in: frontElement)
    }

    /// The tabs the user sees, if the front element shows them uncovered.
    var frontTabs: SwiftUITabs<Screen>? {
        frontElement as? SwiftUITabs<Screen>
    }
}

extension RoutingEntry {
    /// The context of the entry's element, read through the public API.
    @MainActor
    func screenContext<C>(_ type: C.Type) -> NavigationContext<C>? {
        (routable as? any NavigationElement).flatMap { Self.context(of: $0) }
    }

    @MainActor
    private static func context<E: NavigationElement, C>(of element: E) -> NavigationContext<C>? {
        element.context as? NavigationContext<C>
    }
}
