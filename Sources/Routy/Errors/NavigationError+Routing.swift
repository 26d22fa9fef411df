import Portus

// The one place where the routing layer's errors become this layer's: an app meets
// `NavigationError`, with instructions as `NavigationInstruction` and elements named by their
// contexts, never Portus's `RoutingError` or `RoutingInstruction`.

@MainActor
extension NavigationError {
    /// The routing layer's error in this layer's terms, with each node named by the context of
    /// its element; a node that is not an element of this context type is ``notAnElement(_:)``.
    ///
    /// - Parameters:
    ///   - error: What the routing tree, its planner or its executor threw.
    ///   - destination: The contexts the step was to show, for ``notReachable(_:)``.
    ///   - executed: The instructions the step had executed, for the cases that list them.
    package init(
        _ error: RoutingError,
        destination: [NavigationContext<ContextType>] = [],
        executed: [NavigationInstruction<ContextType>] = []
    ) {
        switch error {
        case .destinationNotReachable, .rootMismatch:
            self = .notReachable(destination)
        case .emptyDestination, .emptyTree:
            self = .noRoot
        case .staleNode(let entry):
            self = .staleElement(entry)
        case .leaveRefused(let entry):
            self = Self.naming(entry, as: Self.leaveRefused)
        case .unknownNode(let entry):
            self = Self.naming(entry, as: Self.notInTree)
        case .notManagedChild(let entry, _):
            self = Self.naming(entry, as: Self.notATab)
        case .managedNodeCannotBeLeft(let entry, _):
            self = Self.naming(entry, as: Self.cannotClose)
        case .invalidManagedEntries(let entry):
            self = Self.naming(entry, as: Self.invalidTabs)
        case .parentShowsAnotherChild(let entry, _):
            self = Self.naming(entry, as: Self.presentFailed)
        case .notExecutable(let instruction):
            self = Self.naming(instruction, as: Self.cannotExecute)
        case .instructionFailed(let instruction, _):
            self = Self.naming(instruction) { .instructionFailed($0, executed: executed) }
        case .treeNotUpdated(let instruction, _):
            self = Self.naming(instruction) { .treeNotUpdated($0, executed: executed) }
        case .routeDidNotConverge:
            self = .didNotConverge(executed: executed)
        }
    }

    /// Runs `notify`, which tells the routing tree what an element did, and throws the tree's
    /// refusal in this layer's terms.
    ///
    /// - Parameter notify: The notification of the tree.
    /// - Returns: What `notify` returns.
    /// - Throws: The tree's error, translated by ``init(_:destination:executed:)``.
    package static func telling<T>(_ notify: () throws(RoutingError) -> T) throws(Self) -> T {
        do {
            return try notify()
        } catch {
            throw Self(error)
        }
    }

    private static func naming(
        _ entry: RoutingEntry,
        as error: (NavigationContext<ContextType>) -> Self
    ) -> Self {
        entry.elementContext(ContextType.self).map(error) ?? .notAnElement(entry)
    }

    private static func naming(
        _ instruction: RoutingInstruction,
        as error: (NavigationInstruction<ContextType>) -> Self
    ) -> Self {
        let navigation = NavigationRouter<ContextType>.navigationInstruction(for: instruction)
        return navigation.map(error) ?? .notAnElement(instruction.entry)
    }
}
