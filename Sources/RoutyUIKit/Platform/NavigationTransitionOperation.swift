/// Which way a navigation controller's transition goes: `UINavigationController.Operation`'s push
/// and pop, the two a navigation controller's delegate is asked an animator for.
public enum NavigationTransitionOperation: Sendable, Hashable {
    /// A view controller is pushed on the stack.
    case push
    /// View controllers are popped off the stack.
    case pop
}
