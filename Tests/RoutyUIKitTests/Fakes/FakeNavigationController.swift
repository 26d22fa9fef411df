import RoutyUIKit

/// A navigation controller: pushes and pops change the stack at once; an animated one ends when
/// the test finishes its transition, and then the delegate hears `didShow`.
@MainActor
final class FakeNavigationController: FakeViewController, PlatformNavigationController {
    private(set) var viewControllers: [FakeViewController] = []
    weak var delegate: (any NavigationControllerEvents<FakeViewController>)?

    init(rootViewController: FakeViewController) {
        super.init(label: "navigation(\(rootViewController.label))", ui: rootViewController.ui)
        adopt([rootViewController])
    }

    private func adopt(_ controllers: [FakeViewController]) {
        for controller in viewControllers where !controllers.contains(where: { $0 === controller }) {
            controller.parent = nil
        }
        viewControllers = controllers
        for controller in controllers {
            // A view controller has one parent: UIKit takes it out of the navigation controller
            // that held it (a split moves its columns' view controllers on collapse and expand).
            if let previous = controller.parent as? FakeNavigationController, previous !== self {
                previous.viewControllers.removeAll { $0 === controller }
            }
            controller.parent = self
        }
    }

    /// The animators the delegate returned for the animated pushes and pops, in order (UIKit asks
    /// only for animated ones, before the transition starts).
    private(set) var animators: [FakeAnimator] = []

    /// Runs the transition to the new stack: at once, or when the test finishes it.
    private func transition(to controllers: [FakeViewController], animated: Bool, name: String) {
        if animated, let from = viewControllers.last, let to = controllers.last, from !== to {
            let operation: NavigationTransitionOperation = controllers.contains { $0 === from } ? .push : .pop
            if let animator = delegate?.navigationControllerAnimator(for: operation, from: from, to: to)
                as? FakeAnimator
            {
                animators.append(animator)
            }
        }
        adopt(controllers)
        guard animated, let ui, let top = controllers.last else {
            if let top = controllers.last { delegate?.navigationControllerDidShow(top) }
            return
        }
        let coordinator = FakeTransitionCoordinator()
        coordinator.refusesAnimations = coordinatorsRefuseAnimations
        ownCoordinator = coordinator
        ui.begin(name) { [weak self, ui] in
            self?.ownCoordinator = nil
            ui.end(
                name,
                [
                    (
                        "didShow: after the navigation controller shows the view controller",
                        {
                            self?.delegate?.navigationControllerDidShow(top)
                        }
                    ),
                    (
                        "the coordinator's completion: after the transition ends; against didShow, left open",
                        {
                            coordinator.end()
                        }
                    ),
                ])
        }
    }

    /// UIKit ignores a change of the stack while a transition runs — its own, or a presentation
    /// or dismissal of the sheet it is in ("… called … while an existing transition or
    /// presentation is occurring; the navigation stack will not be updated").
    private var isTransitioning: Bool { transitionCoordinator != nil }

    func pushViewController(_ viewController: FakeViewController, animated: Bool) {
        guard !isTransitioning, !viewControllers.contains(where: { $0 === viewController }) else { return }
        transition(to: viewControllers + [viewController], animated: animated, name: "push \(viewController.label)")
    }

    func popToViewController(_ viewController: FakeViewController, animated: Bool) -> [FakeViewController]? {
        guard !isTransitioning, let index = viewControllers.firstIndex(where: { $0 === viewController }),
            index < viewControllers.count - 1
        else { return nil }
        let popped = Array(viewControllers[(index + 1)...])
        transition(to: Array(viewControllers[...index]), animated: animated, name: "pop to \(viewController.label)")
        return popped
    }

    func setViewControllers(_ viewControllers: [FakeViewController], animated: Bool) {
        guard !isTransitioning else { return }
        transition(to: viewControllers, animated: animated, name: "set")
    }

    // MARK: - The user

    /// The user swipes from the leading edge and lets go: past the threshold (`completing`) the
    /// top is popped; cancelled halfway, nothing changes.
    ///
    /// - Returns: Whether the top was popped.
    @discardableResult
    func swipeBack(completing: Bool = true) -> Bool {
        guard let swipe = beginSwipeBack() else { return false }
        completing ? swipe.complete() : swipe.cancel()
        return completing
    }

    /// The user starts to swipe from the leading edge, as UIKit runs it: nothing starts unless the
    /// gesture's delegate agrees (and, without a delegate, while a transition runs, on the root or
    /// under a presented view controller). Otherwise the navigation controller pops at once — the
    /// stack no longer holds the top — and the interactive transition runs, with its coordinator,
    /// until the user lets go: completed, the delegate hears `didShow`; cancelled, the top is put
    /// back and the delegate hears nothing. Either way the coordinator's completions run. A push or
    /// pop meanwhile is ignored, as any change of the stack during a transition.
    ///
    /// - Returns: The swipe, which the test completes or cancels; `nil` when nothing started.
    func beginSwipeBack() -> FakeInteraction? {
        guard delegate?.interactivePopShouldBegin() ?? !isTransitioning, !isTransitioning, viewControllers.count > 1,
            presentedViewController == nil
        else { return nil }
        let before = viewControllers
        let coordinator = FakeTransitionCoordinator()
        coordinator.refusesAnimations = coordinatorsRefuseAnimations
        ownCoordinator = coordinator
        let ui = ui ?? FakeUI()
        // The view controller going away stays a child, and in the transition, until it ends; it
        // leaves `viewControllers` when the swipe begins or when it ends (left open).
        if ui.swipeDropsAtBegin() { viewControllers = Array(before.dropLast()) }
        return FakeInteraction { [weak self] completed in
            guard let self else { return coordinator.end() }
            self.ownCoordinator = nil
            let coordinatorEnds: (rule: String, run: () -> Void) = (
                "the coordinator's completion: after the swipe ends, completed or cancelled", { coordinator.end() }
            )
            guard completed, before.count > 1 else {
                self.viewControllers = before
                // A cancelled swipe ends with the coordinator's completion alone.
                return ui.end("swipe back, cancelled", [coordinatorEnds])
            }
            self.viewControllers = Array(before.dropLast())
            before.last?.parent = nil
            let top = before[before.count - 2]
            ui.end(
                "swipe back",
                [
                    (
                        "didShow: after the pop shows the view controller below; against the coordinator, left open",
                        {
                            [weak self] in self?.delegate?.navigationControllerDidShow(top)
                        }
                    ),
                    coordinatorEnds,
                ])
        }
    }

    /// The user taps the back button: it pops the top, whatever its leave guard says.
    ///
    /// - Parameter animated: Whether the pop animates, as it does in UIKit; at once unless asked.
    /// - Returns: Whether the top was popped.
    @discardableResult
    func tapBack(animated: Bool = false) -> Bool {
        guard !isTransitioning, viewControllers.count > 1, presentedViewController == nil else { return false }
        transition(to: Array(viewControllers.dropLast()), animated: animated, name: "back")
        return true
    }

    /// A tab re-tapped: the stack pops to its root at once; the delegate's `didShow` is left to the
    /// caller, whose `didSelect` it may come before or after (left open).
    ///
    /// - Returns: The delegate's `didShow` to deliver, when it popped anything.
    func popToRootForTabTap() -> (() -> Void)? {
        guard !isTransitioning, viewControllers.count > 1 else { return nil }
        let root = viewControllers[0]
        adopt([root])
        return { [weak self] in self?.delegate?.navigationControllerDidShow(root) }
    }
}

/// A tab bar controller: setting the selected index selects at once without the delegate; a
/// user's tap asks the delegate, and re-tapping the selected tab pops its stack to the root.
@MainActor
final class FakeTabBarController: FakeViewController, PlatformTabBarController {
    /// Whether the tab bar controllers made now have iOS 18's tab API (`tabs`, `UITab`,
    /// `UITabGroup`): a test sets it around the making of its app.
    @TaskLocal static var makesTabsAPI = false

    weak var delegate: (any TabBarControllerEvents<FakeViewController>)?
    var selectedIndex = 0
    /// Whether it has iOS 18's tab API: `Platform.tabs(of:)` answers it (`FakeTabBarController+Tabs.swift`).
    let hasTabsAPI: Bool
    /// iOS 18: the root tabs (`tabs`).
    var rootTabs: [FakeTab] = []
    /// iOS 18: the selected tab, a root tab or a group's child (`selectedTab`).
    var selectedTab: FakeTab?
    /// iOS 18: whether the sidebar is hidden (`sidebar.isHidden`): in compact width the sidebar
    /// collapses to a tab bar.
    var isSidebarHidden = false

    init() {
        hasTabsAPI = Self.makesTabsAPI
        super.init(label: "app", ui: nil)
    }

    var viewControllers: [FakeViewController]? {
        didSet {
            for controller in oldValue ?? [] { controller.parent = nil }
            for controller in viewControllers ?? [] {
                controller.parent = self
                ui = ui ?? controller.ui
            }
        }
    }

    /// The user taps the tab at `index`; nothing happens while something is presented over the
    /// tabs or the delegate refuses.
    ///
    /// - Returns: Whether the tap changed what is shown.
    @discardableResult
    func tap(_ index: Int) -> Bool {
        guard let controllers = viewControllers, controllers.indices.contains(index), presentedViewController == nil,
            delegate?.tabBarControllerShouldSelect(controllers[index]) ?? true
        else { return false }
        let didSelect: (rule: String, run: () -> Void) = (
            "didSelect: after the selection, for a tap on the selected tab too",
            { [weak self] in self?.delegate?.tabBarControllerDidSelect(controllers[index]) }
        )
        guard index == selectedIndex else {
            selectedIndex = index
            didSelect.run()
            return true
        }
        guard let didShow = (controllers[index] as? FakeNavigationController)?.popToRootForTabTap() else {
            didSelect.run()
            return false
        }
        (ui ?? FakeUI()).end(
            "re-tap \(index)", [didSelect, ("the pop's didShow: against the re-tap's didSelect, left open", didShow)])
        return true
    }
}

/// A window.
@MainActor
final class FakeWindow: PlatformWindow {
    var rootViewController: FakeViewController?
}
