import Portus
import Routy

/// A split view controller in column style — primary, optional supplementary, secondary — and the
/// navigation controllers of its columns: its own context shows the primary column (the sidebar),
/// and what the router enters on top of it fills the columns after it.
///
/// In the tree, each column's element is the child of the one before it, as on a stack; so one
/// context sequence reaches any column in both widths: `[.mail, .mailbox("inbox"), .message(42)]`
/// shows the message in the secondary column when the split is expanded, and on the one stack of
/// the `.compact` column when it is collapsed.
///
/// The split keeps one navigation controller per column, and one for the `.compact` column, which
/// the split view controller shows while it is collapsed. Each is its column's view controller
/// (``navigationController(for:)``, ``compactNavigationController``), and the split view
/// controller's delegate forwards to the split (``SplitViewControllerEvents``): on Apple platforms
/// the initializer without a `splitViewController` makes the split view controller so. When
/// the width changes, the split moves the view controllers between them and tells the tree what
/// changed on screen, as the headless split does: the router reports it as the user's
/// (`NavigationEvent.userNavigated`), and expanding after a collapse gives back the same columns.
public final class UIKitSplit<ContextType: Hashable & Sendable, Platform: AdapterPlatform>:
    UIKitElement<ContextType, Platform>, UIKitPushTarget, NavigationControllerEvents, SplitViewControllerEvents,
    SplitContainer
{
    /// The view controller at the bottom of the primary column, which shows ``UIKitElement/context``.
    public let rootViewController: Platform.ViewController
    /// The navigation controller of the `.compact` column: the one stack the split shows while
    /// it is collapsed.
    public let compactNavigationController: Platform.NavigationController
    /// The elements entered on the split's own context, bottom first: the columns after the
    /// primary when expanded, the stack on top of the root when collapsed.
    public private(set) var pushed: [UIKitElement<ContextType, Platform>] = []
    /// The column on top once collapsed, whatever the split view controller proposes; the proposed
    /// one when `nil`.
    public var topColumnWhenCollapsing: SplitColumn?
    private let columns: [SplitColumn: Platform.NavigationController]
    /// What each column after the primary shows while nothing is entered in it.
    private let emptyColumns: [SplitColumn: Platform.ViewController]
    private var state: SplitState<UIKitElement<ContextType, Platform>>
    private var collapsingTopColumn: SplitColumn?
    private var eventsProxies: [AnyObject] = []
    /// The split view controller's delegate, when the split made it (Apple platforms).
    var splitEventsProxy: AnyObject?
    /// Whether the split itself is changing its navigation controllers: their delegates' `didShow`
    /// meanwhile is its own.
    private var isChangingColumns = false

    /// Creates a split.
    ///
    /// - Parameters:
    ///   - context: The split's own context, which `rootViewController` shows in the primary column.
    ///   - splitViewController: The split view controller, as a view controller.
    ///   - rootViewController: The view controller at the bottom of the primary column.
    ///   - style: How many columns the split shows side by side when expanded.
    ///   - isCollapsed: Whether the split view controller is collapsed now.
    ///   - emptyColumn: Makes what a column after the primary shows while nothing is entered in
    ///     it; called once for each.
    public init(
        _ context: NavigationContext<ContextType>,
        splitViewController: Platform.ViewController,
        rootViewController: Platform.ViewController,
        style: SplitStyle = .doubleColumn,
        isCollapsed: Bool = false,
        emptyColumn: (SplitColumn) -> Platform.ViewController
    ) {
        self.rootViewController = rootViewController
        var columns = [SplitColumn.primary: Platform.makeNavigationController(rootViewController: rootViewController)]
        var emptyColumns: [SplitColumn: Platform.ViewController] = [:]
        for column in style.columns where column != .primary {
            let empty = emptyColumn(column)
            emptyColumns[column] = empty
            columns[column] = Platform.makeNavigationController(rootViewController: empty)
        }
        self.columns = columns
        self.emptyColumns = emptyColumns
        compactNavigationController = Platform.makeNavigationController(rootViewController: rootViewController)
        state = SplitState(style: style, isCollapsed: isCollapsed)
        super.init(context, viewController: splitViewController, content: rootViewController)
        for navigationController in Array(columns.values) + [compactNavigationController] {
            eventsProxies.append(Platform.forwardEvents(of: navigationController, to: self))
        }
        layOut(animated: false)
    }

    /// The navigation controller of `column`; `nil` for a column the style does not show.
    public func navigationController(for column: SplitColumn) -> Platform.NavigationController? {
        columns[column]
    }

    /// How many columns the split shows side by side when expanded.
    public var style: SplitStyle { state.style }

    /// Whether the split shows one stack (compact width) rather than its columns.
    public var isCollapsed: Bool { state.isCollapsed }

    /// The contexts of the elements entered on the split's own context, bottom first.
    public var enteredContexts: [NavigationContext<ContextType>] { pushed.map(\.context) }

    /// The contexts of the columns the last collapse took off screen, bottom first; expanding
    /// shows them again.
    public var hiddenContexts: [NavigationContext<ContextType>] { state.hidden.map(\.context) }

    override var pushTarget: (any UIKitPushTarget<ContextType, Platform>)? { self }

    override var elementsPushedOnIt: [UIKitElement<ContextType, Platform>] { pushed }

    package override func detach() {
        super.detach()
        pushed = []
    }

    // MARK: - Laying out the columns

    /// What each navigation controller the split shows now must hold: the `.compact` column's
    /// everything when collapsed, each column its own otherwise.
    private var layout: [(Platform.NavigationController, [Platform.ViewController])] {
        let entered = pushed.map(\.viewController)
        guard !isCollapsed else { return [(compactNavigationController, [rootViewController] + entered)] }
        return style.columns.compactMap { column in
            guard let navigationController = columns[column] else { return nil }
            let shown = style.shown(in: column, own: rootViewController, entered: entered, isCollapsed: false)
            guard shown.isEmpty, let empty = emptyColumns[column] else { return (navigationController, shown) }
            return (navigationController, [empty])
        }
    }

    /// Makes the navigation controllers hold what ``pushed`` says, with a push or a pop where
    /// that is the change.
    ///
    /// - Returns: Whether they do now (UIKit ignores a change while a transition runs).
    @discardableResult
    private func layOut(animated: Bool) -> Bool {
        isChangingColumns = true
        defer { isChangingColumns = false }
        var holds = true
        for (navigationController, wanted) in layout {
            Self.change(navigationController, to: wanted, animated: animated)
            holds = holds && Self.holds(navigationController, wanted)
        }
        return holds
    }

    private static func holds(
        _ navigationController: Platform.NavigationController, _ wanted: [Platform.ViewController]
    )
        -> Bool
    {
        let current = navigationController.viewControllers
        return current.count == wanted.count && zip(current, wanted).allSatisfy { $0 === $1 }
    }

    private static func change(
        _ navigationController: Platform.NavigationController,
        to wanted: [Platform.ViewController],
        animated: Bool
    ) {
        let current = navigationController.viewControllers
        guard !holds(navigationController, wanted), let last = wanted.last else { return }
        let sharesPrefix = zip(current, wanted).allSatisfy { $0 === $1 }
        if sharesPrefix, wanted.count == current.count + 1 {
            navigationController.pushViewController(last, animated: animated)
        } else if sharesPrefix, wanted.count < current.count {
            _ = navigationController.popToViewController(last, animated: animated)
        } else {
            navigationController.setViewControllers(wanted, animated: animated)
        }
    }

    /// The navigation controller that shows the entered element at `index`.
    private func navigationController(showingEnteredAt index: Int) -> Platform.NavigationController {
        isCollapsed
            ? compactNavigationController : columns[style.column(ofEnteredAt: index)] ?? compactNavigationController
    }

    /// Calls `body` when the transition of the navigation controller that shows the entered
    /// element at `index` ends: at once when none runs.
    private func whenTransitionEnds(ofEnteredAt index: Int, _ body: @escaping () -> Void) {
        let shown = Platform.viewController(of: navigationController(showingEnteredAt: index))
        if !Self.afterTransition(of: shown, then: body) { body() }
    }

    // MARK: - UIKitPushTarget

    /// Enters `element` on top — in the next column when expanded, on the one stack when
    /// collapsed — and tells the tree once the navigation controller shows it; completes when the
    /// transition ends. What a collapse took off screen is forgotten: the new element is shown in
    /// its place.
    func push(_ element: UIKitElement<ContextType, Platform>, animated: Bool, completion: @escaping (Bool) -> Void) {
        let below = pushed.last ?? self
        guard let tree = placement.tree, below.isActiveLeaf, below.modal == nil else { return completion(false) }
        let step = StepCompletion(completion)
        pushed.append(element)
        guard layOut(animated: animated), element.entered(.push, holder: self, under: below.entry, tree: tree) else {
            pushed.removeLast()
            layOut(animated: false)
            return step.fail()
        }
        state.forgetHidden()
        step.treeWasTold()
        whenTransitionEnds(ofEnteredAt: pushed.count - 1) { step.uiDidFinish() }
    }

    /// Pops `element` with everything entered after it — the modal it or an element above it
    /// presents is dismissed first — and tells the tree once the columns no longer show it;
    /// completes when the transition ends.
    func pop(_ element: UIKitElement<ContextType, Platform>, animated: Bool, completion: @escaping (Bool) -> Void) {
        guard placement.tree != nil, let index = pushed.firstIndex(where: { $0 === element }) else {
            return completion(false)
        }
        let step = StepCompletion(completion)
        guard let presenter = pushed[index...].first(where: { $0.modal != nil }) else {
            return popNow(from: index, animated: animated, step: step)
        }
        presenter.dismissModal(animated: false) { [weak self] dismissed in
            guard dismissed, let self, let index = self.pushed.firstIndex(where: { $0 === element }) else {
                return step.fail()
            }
            self.popNow(from: index, animated: animated, step: step)
        }
    }

    private func popNow(from index: Int, animated: Bool, step: StepCompletion) {
        let removed = Array(pushed[index...])
        pushed.removeSubrange(index...)
        let moved = layOut(animated: animated)
        pushed += removed
        guard moved else {
            layOut(animated: false)
            return step.fail()
        }
        guard removeLeaving(from: index) else { return step.fail() }
        step.treeWasTold()
        whenTransitionEnds(ofEnteredAt: index) { step.uiDidFinish() }
    }

    // MARK: - NavigationControllerEvents

    public func navigationControllerDidShow(_ viewController: Platform.ViewController) {
        guard !isChangingColumns else { return }
        let shown = layout.flatMap { navigationController, _ in navigationController.viewControllers }
        guard let index = pushed.firstIndex(where: { element in !shown.contains { $0 === element.viewController } })
        else { return }
        // The user popped (back button, swipe back): the first element gone leaves the tree with
        // everything above it.
        removeLeaving(from: index)
    }

    /// Takes the entered elements from `index` on out of the split, telling the tree that the
    /// first left with everything above it.
    ///
    /// - Returns: Whether the tree knew it; the elements are taken out either way.
    @discardableResult
    private func removeLeaving(from index: Int) -> Bool {
        guard pushed.indices.contains(index) else { return false }
        let told = pushed[index].tellTreeItLeft()
        for element in pushed[index...] { element.detach() }
        // Removed after, with no slice of `pushed` alive: the removal then does not copy it.
        pushed.removeSubrange(index...)
        return told
    }

    public func interactivePopShouldBegin() -> Bool {
        guard let top = pushed.last,
            Platform.viewController(of: navigationController(showingEnteredAt: pushed.count - 1))
                .transitionCoordinator == nil
        else { return false }
        return top.modal == nil && top.canLeaveNode(with: top.entry)
    }

    public func navigationControllerAnimator(
        for operation: NavigationTransitionOperation,
        from: Platform.ViewController,
        to: Platform.ViewController
    ) -> AnyObject? {
        Self.navigationAnimator(for: operation, from: from, to: to, among: pushed)
    }

    // MARK: - SplitViewControllerEvents

    public func splitViewControllerTopColumnForCollapsing(proposed proposedTopColumn: SplitColumn) -> SplitColumn {
        let top = topColumnWhenCollapsing ?? proposedTopColumn
        collapsingTopColumn = top
        return top
    }

    /// The split collapsed: the columns up to the top column stay, one stack on the `.compact`
    /// column; the elements of the columns after it leave the tree and are kept for the expand —
    /// unless what the split shows is not the active leaf (a modal covers it, another tab is
    /// selected): then UIKit keeps them on screen.
    public func splitViewControllerDidCollapse() {
        guard !state.isCollapsed else { return }
        let top = collapsingTopColumn ?? .secondary
        collapsingTopColumn = nil
        var hiding: [UIKitElement<ContextType, Platform>] = []
        if let first = state.firstHidden(byCollapsingTo: top, enteredCount: pushed.count),
            pushed.last?.isActiveLeaf == true, pushed[first].tellTreeItLeft()
        {
            hiding = Array(pushed[first...])
            pushed.removeSubrange(first...)
            for element in hiding { element.detach() }
        }
        state.collapse(hiding: hiding)
        layOut(animated: false)
    }

    /// The split expanded: the columns the collapse took off screen are shown again and entered in
    /// the tree, when what the split shows is still the active leaf; otherwise they are forgotten.
    public func splitViewControllerDidExpand() {
        guard state.isCollapsed else { return }
        let hidden = state.expand()
        if let tree = placement.tree, (pushed.last ?? self).isActiveLeaf {
            for element in hidden {
                guard element.entered(.push, holder: self, under: (pushed.last ?? self).entry, tree: tree) else {
                    break
                }
                pushed.append(element)
            }
        }
        layOut(animated: false)
    }
}
