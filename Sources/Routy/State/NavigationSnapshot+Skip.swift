extension NavigationSnapshot {
    /// An element a restore leaves out, with everything shown on it, and why.
    public struct Skip: Equatable, Sendable {
        /// Why an element is left out.
        public enum Reason: Equatable, Sendable {
            /// The container that shows it now has no tab with its context (the app's tabs changed).
            case noSuchTab(container: NavigationContext<ContextType>)
            /// The factory cannot make it: ``NavigationElementFactory/presentation(for:)`` threw this error.
            case factory(NavigationError<ContextType>)
            /// The factory now presents its type in another way than the snapshot recorded.
            case presentationChanged(recorded: NavigationPresentation.Kind, now: NavigationPresentation)
            /// It is a modal in a tab that is not selected: a modal covers the tab bar, so
            /// switching to the selected tab would take it away again.
            case modalInInactiveTab
            /// It is shown in a tab that is not selected, and the router's strategy
            /// (`RoutingStrategy.tearDown`) takes away what a tab shows when it switches away from it.
            case inactiveBranchesNotKept
        }

        /// The context of the element left out.
        public var context: NavigationContext<ContextType>
        /// Where it is: the contexts from the root element to it, itself included.
        public var path: [NavigationContext<ContextType>]
        /// Why it is left out.
        public var reason: Reason
        /// How many elements are left out with it, itself included: what it shows, and what is
        /// shown on it.
        public var elementCount: Int

        /// Creates a skip.
        ///
        /// - Parameters:
        ///   - context: The context of the element left out.
        ///   - path: The contexts from the root element to it, itself included.
        ///   - reason: Why it is left out.
        ///   - elementCount: How many elements are left out with it, itself included.
        public init(
            context: NavigationContext<ContextType>,
            path: [NavigationContext<ContextType>],
            reason: Reason,
            elementCount: Int
        ) {
            self.context = context
            self.path = path
            self.reason = reason
            self.elementCount = elementCount
        }
    }
}

extension NavigationSnapshot.Skip.Reason: CustomStringConvertible {
    /// Why, as the end of a sentence.
    public var description: String {
        switch self {
        case .noSuchTab(let container): "\(container) has no such tab"
        case .factory(let error): "the factory cannot make it (\(error))"
        case .presentationChanged(let recorded, let now):
            "it was shown as \(recorded.rawValue) and the factory now presents it as \(now)"
        case .modalInInactiveTab: "it is a modal in a tab that is not selected, which a modal never stays in"
        case .inactiveBranchesNotKept: "the router's strategy does not keep what tabs that are not selected show"
        }
    }
}

extension NavigationSnapshot.Skip: CustomStringConvertible {
    /// `product(42) at app > catalog > category(shoes) > product(42) (2 elements): the factory cannot make it …`.
    public var description: String {
        let count = elementCount == 1 ? "" : " (\(elementCount) elements)"
        return "\(context) at \(path.map(\.description).joined(separator: " > "))\(count): \(reason)"
    }
}
