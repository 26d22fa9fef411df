/// Routes the app to a destination by asking its nodes to enter, leave and switch.
///
/// A router plans with the algorithm of its ``strategy`` and executes the plan one instruction
/// at a time: after each one it checks that the tree changed as asked, and plans again from the
/// new active path, so that it adapts when the app's nodes do more or less than the plan knew.
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
    public var strategy: RoutingStrategy

    /// Called just before each instruction is executed, while every node it names is alive;
    /// for logging, analytics, or mapping instructions to the app's own types.
    public var willExecute: ((RoutingInstruction) -> Void)?
    /// Called after each instruction succeeded and the tree shows its effect.
    public var didExecute: ((RoutingInstruction) -> Void)?

    private let queue = SerialQueue()

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
    /// anything (only ``Leavable/canLeaveNode(with:)`` is asked).
    ///
    /// The plan is exact wherever the tree knows the structure it passes through; nodes that do
    /// not exist yet are assumed to have the managed entries their destination entries list.
    public func plan(to destination: StaticRoutingDestination) -> Result<RoutingInstructions, RoutingError> {
        Planner(strategy: strategy).plan(tree.state, to: destination).map { $0.map(\.instruction) }
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
        queue.enqueue { [weak self] done in
            guard let self else { return done() }
            // Each instruction of a converging route leaves a node of the tree, or enters or
            // switches towards an entry of the destination; kept branches can hold any number of
            // nodes to leave, so the bound counts the whole tree, not the active path.
            let budget = 2 * (self.tree.count + staticDestination.count) + 16
            self.run(staticDestination, animation, executed: executedInstructions, budget: budget) { result in
                completion?(result)
                done()
            }
        }
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
            let step = PlannedStep(action: .enter(entry, parent: leaf), instruction: .enter(entry: entry))
            self.perform(step, animated: animated) { outcome in
                completion?(outcome == .done)
                done()
            }
        }
    }

    // MARK: - Execution

    private func run(
        _ destination: StaticRoutingDestination,
        _ animation: RoutingAnimation,
        executed: RoutingInstructions,
        budget: Int,
        completion: @escaping (Result<RoutingInstructions, RoutingError>) -> Void
    ) {
        let steps: [PlannedStep]
        switch Planner(strategy: strategy).plan(tree.state, to: destination) {
        case .success(let planned): steps = planned
        case .failure(let error): return completion(.failure(error))
        }
        guard let step = steps.first else { return completion(.success(executed)) }
        guard budget > 0 else { return completion(.failure(.routeDidNotConverge(executed: executed))) }
        perform(step, animated: animation.animates(isLastStep: steps.count == 1)) { [weak self] outcome in
            switch outcome {
            case .done:
                guard let self else { return completion(.success(executed + [step.instruction])) }
                self.run(
                    destination, animation, executed: executed + [step.instruction], budget: budget - 1,
                    completion: completion)
            case .failed:
                completion(.failure(.instructionFailed(step.instruction, executed: executed)))
            case .treeNotUpdated:
                completion(.failure(.treeNotUpdated(step.instruction, executed: executed)))
            case .notExecutable:
                completion(.failure(.notExecutable(step.instruction)))
            }
        }
    }

    private enum Outcome {
        case done, failed, treeNotUpdated, notExecutable
    }

    /// Asks the acting node to execute `step`, then checks that the tree shows its effect.
    private func perform(_ step: PlannedStep, animated: Bool, completion: @escaping (Outcome) -> Void) {
        let state = tree.state
        guard let actor = state[step.actor] else { return completion(.notExecutable) }
        let serial = actor.serial
        let once = Once()
        willExecute?(step.instruction)
        let finish: (Bool) -> Void = { [weak self] success in
            guard once.claim() else { return }
            guard success else { return completion(.failed) }
            guard let self, self.shows(step, actorSerial: serial) else { return completion(.treeNotUpdated) }
            self.didExecute?(step.instruction)
            completion(.done)
        }
        switch (step.action, step.instruction) {
        case (.leave, .leave(let entry)):
            guard let leavable = actor.entry.routable as? any Leavable else { return completion(.notExecutable) }
            leavable.leaveNode(with: entry, animated: animated, completion: finish)
        case (.switchTo, .switchTo(let entry, _)):
            guard let switchable = actor.entry.routable as? any Switchable else { return completion(.notExecutable) }
            switchable.switchToNode(with: entry, animated: animated, completion: finish)
        case (.enter, .enter(let entry)):
            guard let enterable = actor.entry.routable as? any Enterable else { return completion(.notExecutable) }
            enterable.enterNode(with: entry, animated: animated, completion: finish)
        default:
            completion(.notExecutable)
        }
    }

    /// Whether the tree shows the effect of `step`.
    private func shows(_ step: PlannedStep, actorSerial: Int) -> Bool {
        let state = tree.state
        switch step.action {
        case .leave(let node):
            return state[node]?.serial != actorSerial
        case .switchTo(let container, let child):
            return state[container]?.serial == actorSerial && state[container]?.activeManaged == child
        case .enter(let entry, let parent):
            guard let record = state[parent], record.serial == actorSerial, let child = record.activeChild else {
                return false
            }
            return state[child]?.entry == entry
        }
    }
}
