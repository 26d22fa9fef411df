/// Routes the app to a destination by asking its nodes to enter, leave and switch.
///
/// A router plans with the algorithm of its ``strategy`` and executes the plan one instruction
/// at a time. After each one it checks that the tree shows its effect and that the whole active
/// path is the one the plan expected; when the app's nodes did more or less than the plan knew,
/// or the user navigated while the route ran, it plans again from the tree as it is.
///
/// Requests run one at a time, in the order they were made; a request made while another runs
/// (from a completion, say) waits for it. Every completion is called exactly once.
///
/// ```swift
/// let router = Router(tree: tree)
/// router.routeTo(staticDestination: RoutingTable.StaticEntries.colorList) { result in
///     // .success(instructions) or .failure(error)
/// }
/// ```
@MainActor
public final class Router {
    /// A router on ``RoutingTree/default``, for apps that want one shared instance.
    public static let `default` = Router(tree: .default)

    /// The tree the router reads and the app's nodes update.
    public let tree: RoutingTree
    /// The algorithm the router plans with; ``RoutingStrategy/tearDown`` unless set.
    ///
    /// Unchecked: read once a plan, and as a public property checked at run time otherwise (about
    /// 85 instructions a `plan`, callgrind); no access to it spans a call into the app.
    @exclusivity(unchecked) public var strategy: RoutingStrategy

    /// Called just before each instruction is executed, while every node it names is alive;
    /// for logging, analytics, or mapping instructions to the app's own types.
    public var willExecute: ((RoutingInstruction) -> Void)? {
        get { willExecuteStorage }
        set { willExecuteStorage = newValue }
    }
    /// Called after each instruction succeeded and the tree shows its effect.
    public var didExecute: ((RoutingInstruction) -> Void)? {
        get { didExecuteStorage }
        set { didExecuteStorage = newValue }
    }
    /// The hooks' storage, private so that the optimizer sees every access, each a read or a
    /// write of the whole: it proves none overlaps another and drops the run-time exclusivity
    /// check that a public stored property keeps, two calls into the runtime per instruction
    /// (3 600 instructions of a 21-instruction `route`, callgrind).
    private var willExecuteStorage: ((RoutingInstruction) -> Void)?
    private var didExecuteStorage: ((RoutingInstruction) -> Void)?

    private let queue = SerialQueue()
    /// How many plans the router made, dry runs and replans included: for tests that check a
    /// step is planned once.
    @exclusivity(unchecked) package internal(set) var planCount = 0

    /// Creates a router on a tree.
    ///
    /// - Parameters:
    ///   - tree: The tree the app's nodes update.
    ///   - strategy: The algorithm to plan with.
    public init(tree: RoutingTree, strategy: RoutingStrategy = .tearDown) {
        self.tree = tree
        self.strategy = strategy
    }

    // MARK: - Planning

    /// The instructions that would route the tree to `destination`, computed without executing
    /// anything (only ``Leavable/canLeaveNode(with:)`` is asked, of the nodes the plan leaves).
    ///
    /// The plan is exact wherever the tree knows the structure it passes through; nodes that do
    /// not exist yet are assumed to have the managed entries their destination entries list. It
    /// is ``TreeSnapshot/plan(to:strategy:)`` over ``RoutingTree/snapshot``, checked.
    public func plan(to destination: StaticRoutingDestination) -> Result<RoutingInstructions, RoutingError> {
        planCount += 1
        return tree.plan(to: destination, strategy: strategy)
    }

    // MARK: - Routing

    /// Routes to a path from the root.
    ///
    /// - Parameters:
    ///   - staticDestination: The path to show, starting at the root.
    ///   - animated: Whether the steps are animated.
    ///   - executedInstructions: Instructions already executed towards this destination, which the
    ///     result starts with.
    ///   - completion: Called once with the executed instructions, or with the error that stopped
    ///     the route. A refusal found while planning stops the route before anything runs.
    public func routeTo(
        staticDestination: StaticRoutingDestination,
        animated: Bool = true,
        executedInstructions: RoutingInstructions = [],
        completion: ((Result<RoutingInstructions, RoutingError>) -> Void)? = nil
    ) {
        routeTo(
            staticDestination: staticDestination,
            animation: RoutingAnimation(animated: animated),
            executedInstructions: executedInstructions,
            completion: completion
        )
    }

    /// Routes to a path from the root, animating the steps as `animation` says.
    ///
    /// - Parameters:
    ///   - staticDestination: The path to show, starting at the root.
    ///   - animation: Which steps to animate; ``RoutingAnimation/lastStep`` animates only the last.
    ///   - executedInstructions: Instructions already executed towards this destination, which the
    ///     result starts with.
    ///   - completion: Called once with the executed instructions or the error that stopped the route.
    public func routeTo(
        staticDestination: StaticRoutingDestination,
        animation: RoutingAnimation,
        executedInstructions: RoutingInstructions = [],
        completion: ((Result<RoutingInstructions, RoutingError>) -> Void)? = nil
    ) {
        enqueueRoute(
            to: staticDestination, animation: animation, executed: executedInstructions, completion: completion)
    }

    /// Asks the active leaf to enter `entry`, wherever the app is.
    ///
    /// - Parameters:
    ///   - entry: The node to enter, defined in ``RoutingTable/DynamicEntries``.
    ///   - animated: Whether to animate the step.
    ///   - completion: Called once: `true` when the node was entered and the tree shows it.
    public func enter(
        dynamicDestination entry: DynamicRoutingDestination,
        animated: Bool = true,
        completion: ((Bool) -> Void)? = nil
    ) {
        queue.enqueue { [weak self] done in
            guard let self, let leaf = self.tree.state.activeLeaf else {
                completion?(false)
                return done()
            }
            self.enter(entry, at: leaf, animated: animated) { success in
                completion?(success)
                done()
            }
        }
    }

    // MARK: - Execution

    private func enqueueRoute(
        to destination: StaticRoutingDestination,
        animation: RoutingAnimation,
        executed: RoutingInstructions,
        completion: ((Result<RoutingInstructions, RoutingError>) -> Void)?
    ) {
        queue.enqueue { [weak self] done in
            guard let self else { return done() }
            RouteExecution(
                router: self, destination: destination, animation: animation, executed: executed,
                completion: completion, done: done
            ).start()
        }
    }

    /// Asks the node at `leaf` to enter `entry`, then checks that the tree shows it; `completion`
    /// gets whether it did, once.
    private func enter(_ entry: RoutingEntry, at leaf: NodeID, animated: Bool, completion: @escaping (Bool) -> Void) {
        let state = tree.state
        let action = RoutingAction.enter(destinationIndex: 0, parent: leaf)
        let destination = [entry]
        let instruction = action.instruction(in: state, destination: destination)
        let actorSerial = state.links[action.actor].serial
        willExecute?(instruction)
        guard let executor = action.executor(in: state) else { return completion(false) }
        let once = Once()
        executor.execute(entry, animated: animated) { [weak self] success in
            guard once.claim() else { return }
            guard success, let self, action.isShown(in: state, destination: destination, actorSerial: actorSerial)
            else {
                return completion(false)
            }
            self.didExecute?(instruction)
            completion(true)
        }
    }
}
