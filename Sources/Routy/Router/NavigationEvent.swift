/// What a ``NavigationRouter`` tells its observers (analytics, logging).
public enum NavigationEvent<ContextType: Hashable & Sendable>: Sendable {
    /// A request started; `id` tells its events apart from other requests'.
    case requestStarted(id: Int, NavigationRequest<ContextType>)
    /// An instruction was executed.
    case instructionExecuted(id: Int, NavigationInstruction<ContextType>)
    /// A request ended, with its outcome.
    case requestEnded(id: Int, NavigationResult<ContextType>)
}
