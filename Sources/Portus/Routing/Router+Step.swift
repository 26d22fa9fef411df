/// The context layer's way into the executor: one step of its request, routed, updated and
/// entered by one checked execution, without waiting in the router's queue again.
extension Router {
    /// One step of a context layer's request.
    ///
    /// The destination is the whole path the step shows: the entries the tree has up to the node
    /// that shows the new elements, then the new elements' entries, which carry their routables.
    /// The planner plans their enters as it plans any enter, so a replan after the user took away
    /// an element the step had just shown enters it again.
    package struct Step {
        /// The path from the root, ending with the new entries.
        package var destination: [RoutingEntry]
        /// The index in ``destination`` of the first new entry: the entries from there on are
        /// entered through ``Hooks/present`` rather than through ``Enterable``.
        package var presentsFrom: Int
        /// The indices in ``destination`` of the nodes that take a new entry in place, in the
        /// order ``Hooks/update`` runs them: after the leaves and switches, before the first new
        /// entry is entered.
        package var updates: [Int]

        /// Creates a step.
        package init(destination: [RoutingEntry], presentsFrom: Int, updates: [Int]) {
            self.destination = destination
            self.presentsFrom = presentsFrom
            self.updates = updates
        }
    }

    /// What the context layer does for the instructions of a step.
    package struct Hooks {
        /// Called just before each instruction runs.
        package var willExecute: ((RoutingInstruction) -> Void)?
        /// Called after each instruction succeeded and the tree shows its effect.
        package var didExecute: ((RoutingInstruction) -> Void)?
        /// Shows the new entry at a destination index over the active leaf's routable; `false`
        /// when it cannot, without calling the completion, which it calls once otherwise.
        package var present:
            (_ destinationIndex: Int, _ over: (any Routable)?, _ animated: Bool, _ completion: @escaping (Bool) -> Void)
                -> Bool
        /// Gives the node of the entry its new payload and tells the tree; `false` when that
        /// failed. Gets the index in ``Step/updates`` and the node's entry.
        package var update: (_ index: Int, _ entry: RoutingEntry) -> Bool

        /// Creates the hooks.
        package init(
            willExecute: ((RoutingInstruction) -> Void)?,
            didExecute: ((RoutingInstruction) -> Void)?,
            present: @escaping (Int, (any Routable)?, Bool, @escaping (Bool) -> Void) -> Bool,
            update: @escaping (Int, RoutingEntry) -> Bool
        ) {
            self.willExecute = willExecute
            self.didExecute = didExecute
            self.present = present
            self.update = update
        }
    }

    /// Runs one step at once, planned once and checked after each instruction; for a caller that
    /// serialises its own requests, so the step does not wait in this router's queue.
    ///
    /// - Parameters:
    ///   - step: The path to show, the new entries and the updates.
    ///   - animation: Which instructions are animated; the last one is the step's last enter.
    ///   - hooks: What the caller does for the new entries, the updates and each instruction.
    ///   - completion: Called once with the executed instructions or the error that stopped the
    ///     step, or with `nil` when a hook returned `false`.
    package func run(
        _ step: Step,
        animation: RoutingAnimation,
        hooks: Hooks,
        completion: @escaping (Result<RoutingInstructions, RoutingError>?) -> Void
    ) {
        RouteExecution(router: self, step: step, animation: animation, hooks: hooks, completion: completion)
            .start()
    }
}
