import Portus

/// Why a navigation request failed.
///
/// Every case carries what it is about — the contexts, the entry, the underlying error — and
/// ``description`` says what happened and what to do.
///
/// What the routing tree underneath refuses — an element that will not be left, an instruction an
/// element fails, a request that does not converge, a notification that does not fit the tree —
/// comes as a case of its own in this layer's words: elements named by their contexts,
/// instructions as ``NavigationInstruction``s (``leaveRefused(_:)``,
/// ``instructionFailed(_:executed:)``, ``didNotConverge(executed:)``, ``notReachable(_:)``, …).
///
/// The router reads some requests through layers that stand on their own — the link of an
/// ``NavigationStep/open(_:)-(String)`` step through its ``DeeplinkResolver``, the snapshot of
/// ``NavigationRouter/restore(_:)`` through ``NavigationSnapshot`` — and each of those has its
/// own error type. The router does not repeat their cases: it wraps their error, as it is, in
/// ``input(_:)``. Ask for it by type in one line:
///
/// ```swift
/// do {
///     try await router.perform(.open("shop://nowhere"))
/// } catch let failure as NavigationFailure<Screen> {
///     if failure.cause.deeplinkError == .noMatch("shop://nowhere") { showLinkHelp() }
///     if let error = failure.cause.inputError(as: NavigationSnapshotError.self) { … }
/// }
/// ```
public enum NavigationError<ContextType: Hashable & Sendable>: Error, Equatable, Sendable {
    /// The request has no step, or a navigate step has no context.
    case emptyRequest
    /// No factory is registered for this context type.
    // Holding a `ContextType` inline makes this error's layout depend on the type, so that the
    // typed throws of `NavigationError` and `NavigationFailure` from the router's generic code
    // are always returned indirectly. Making the case `indirect`, or boxing a failure's error,
    // gives them a fixed layout; with Swift 6.3.1 on Linux a failure thrown by generic code
    // then reached a specialized caller as garbage (the RoutySwiftUI failure tests crash).
    case unregisteredType(ContextType)
    /// The factory made no element for this context.
    case noElement(NavigationContext<ContextType>)
    /// No element shows this context, on the active path or in a tab that is not selected: there is
    /// nothing to close or go back to.
    case notShown(NavigationContext<ContextType>)
    /// The element that shows this context is not on the active path: it is in `tab`, a tab that
    /// is not selected (or is that tab). A close and a go-back act on the active path only.
    case inUnselectedTab(NavigationContext<ContextType>, tab: NavigationContext<ContextType>)
    /// The element is managed by its container (a tab), or is the root element, and cannot be
    /// closed on its own.
    case cannotClose(NavigationContext<ContextType>)
    /// The top element shows this context and is a tab's root or the root element: going back
    /// has nowhere to go.
    case nothingToGoBackTo(NavigationContext<ContextType>)
    /// No tab shows this context — it is a pushed screen or a modal, or nothing shows it:
    /// ``NavigationStep/selectTab(_:)`` selects only the children a container manages.
    case notATab(NavigationContext<ContextType>)
    /// No node on the way can show this context the way its presentation says.
    case cannotPresent(NavigationContext<ContextType>, NavigationPresentation)
    /// The presenter reported failure, or did not tell the tree, when showing this context.
    case presentFailed(NavigationContext<ContextType>)
    /// A node the router must act on is not a ``NavigationElement`` of this context type.
    case notAnElement(RoutingEntry)
    /// Nothing is shown yet: the tree has no root element to navigate from.
    case noRoot
    /// No leave, tab switch or enter leads from what is shown to these contexts, the step's
    /// destination from its root element: an element on the way may not be left, or a container
    /// does not manage the tab the way needs.
    case notReachable([NavigationContext<ContextType>])
    /// The element that shows this context refused to be left: its `canLeaveNode(with:)` answered
    /// `false`.
    case leaveRefused(NavigationContext<ContextType>)
    /// The element of this entry was deallocated without telling the tree it left.
    case staleElement(RoutingEntry)
    /// No element can execute this instruction: the element to leave does not adopt `Leavable`,
    /// or the container to switch does not adopt `Switchable`.
    case cannotExecute(NavigationInstruction<ContextType>)
    /// An element reported failure for this instruction; `executed` lists the instructions the
    /// step had executed before it.
    case instructionFailed(NavigationInstruction<ContextType>, executed: [NavigationInstruction<ContextType>])
    /// An element reported success for this instruction but did not tell the tree what it did;
    /// `executed` lists the instructions the step had executed before it.
    case treeNotUpdated(NavigationInstruction<ContextType>, executed: [NavigationInstruction<ContextType>])
    /// The step kept executing instructions without reaching its destination: the elements, or
    /// the user meanwhile, kept doing something other than the plan asked. `executed` lists what
    /// the step executed.
    ///
    /// Whichever instruction the user interrupts — a push, a pop, a tab switch, an update — the
    /// request plans again from what the user left on screen and goes on; it ends with this error
    /// when the user keeps taking away what it shows, or with ``notReachable(_:)`` when what is
    /// left on screen has no way to the destination.
    case didNotConverge(executed: [NavigationInstruction<ContextType>])
    /// The tree has no node for the element that shows this context: the element told the tree
    /// that it left, switched a tab or took a new payload without having told it that it entered,
    /// or after it left.
    case notInTree(NavigationContext<ContextType>)
    /// The container that shows this context names a selected tab that is not among its tabs.
    case invalidTabs(NavigationContext<ContextType>)
    /// The request was cancelled before it started: its ticket or its task was cancelled, or a
    /// newer request replaced it (``NavigationQueuePolicy/replacePending``).
    case cancelled
    /// The request's scene disconnected before the request started, or the scene is not connected:
    /// its window is gone, and its router runs nothing more (``NavigationScenes/disconnect(_:)``).
    case sceneDisconnected(NavigationSceneID)
    /// The interceptor named `by` rejected the request that navigates to `contexts`;
    /// `underlying` is the error it gave.
    case rejected(by: String, contexts: [NavigationContext<ContextType>], underlying: UnderlyingError)
    /// The request was redirected more often than ``NavigationRouter/redirectLimit`` allows;
    /// the list names the interceptors in order.
    case tooManyRedirects([String])
    /// The request shows this many contexts, or the snapshot to restore has this many elements:
    /// more than ``NavigationRouter/maximumContextsPerRequest``, the `limit`. Nothing ran.
    case tooManyContexts(Int, limit: Int)
    /// What the request was made from could not be read: the layer that reads it threw the
    /// wrapped error, whose description this one repeats. A link that no pattern matches or whose
    /// parameters do not fit gives a ``DeeplinkError`` (see ``deeplinkError``); a snapshot of a
    /// newer format, an inconsistent or an empty snapshot gives a ``NavigationSnapshotError``
    /// (see ``snapshotError``). ``inputError(as:)`` reads the wrapped error as any type.
    case input(UnderlyingError)
    /// The element that shows this context cannot hand back a value of the `expected` type to
    /// ``NavigationRouter/ask(_:returning:source:)-(NavigationRouter<ContextType>.Context,_,_)``: it is
    /// not ``NavigationAnswering``, its ``NavigationAnswerSlot`` answers with another type, or it
    /// answered with a value of another type.
    case cannotAnswer(NavigationContext<ContextType>, expected: String)
    /// The way to the destination passes through this tab, which the user hid, and the router's
    /// ``NavigationRouter/hiddenTabPolicy`` is ``NavigationHiddenTabPolicy/fail``. Nothing ran.
    case hiddenTab(NavigationContext<ContextType>)
}

extension NavigationError {
    /// The error ``input(_:)`` wraps, when it is of type `type`; `nil` for every other error.
    ///
    /// ```swift
    /// if let error = failure.cause.inputError(as: DeeplinkError.self) { … }
    /// ```
    ///
    /// - Parameter type: The error type the layer that read the input throws.
    /// - Returns: The wrapped error, or `nil`.
    public func inputError<Failure: Error>(as type: Failure.Type = Failure.self) -> Failure? {
        guard case .input(let underlying) = self else { return nil }
        return underlying.error as? Failure
    }
}

extension NavigationError: CustomStringConvertible {
    /// A sentence that says what happened and what to do.
    public var description: String {
        switch self {
        case .emptyRequest:
            "The request is empty: give at least one context."
        case .unregisteredType(let type):
            "No element factory is registered for '\(Self.name(of: type))'; register one for it."
        case .noElement(let context):
            "The factory made no element for \(context)."
        case .notShown(let context):
            "\(context) is not on the active path, nor in another tab: nothing shows it, so there is "
                + "nothing to close or go back to. Show it with navigate(to:) first."
        case .inUnselectedTab(let context, let tab) where context == tab:
            "\(context) is a tab that is not selected: close and goBack(to:) act on the active path "
                + "only. Select it with selectTab(\(context))."
        case .inUnselectedTab(let context, let tab):
            "\(context) is in the \(tab) tab, which is not selected: close and goBack(to:) act on the "
                + "active path only. Select that tab first (selectTab(\(tab))), or navigate(to:) where to go."
        case .cannotClose(let context):
            "\(context) is a tab or the root element and cannot be closed on its own; "
                + "close what it shows, or present another root."
        case .nothingToGoBackTo(let context):
            "\(context) is the root of its tab or of the app: there is nothing to go back to."
        case .notATab(let context):
            "\(context) is not a tab: selectTab selects only the tabs a container shows, and no tab "
                + "shows \(context). Use navigate(to:) to show it."
        case .cannotPresent(let context, let presentation):
            "Nothing on the active path can show \(context) as \(presentation)."
        case .presentFailed(let context):
            "Presenting \(context) failed, or the presenter did not tell the tree."
        case .notAnElement(let entry):
            "\(entry) is not a navigation element; every node the router acts on must be one."
        case .noRoot:
            "Nothing is shown yet: show a root element (the window's show(_:)) before navigating."
        case .notReachable(let contexts):
            "No leave, tab switch or enter leads from what is shown to \(Self.list(contexts)): an element on the "
                + "way cannot be left, or a container does not manage the tab on the way. Check where each "
                + "context's presentation puts it."
        case .leaveRefused(let context):
            "\(context) refused to be left (canLeaveNode returned false); let the user finish there before "
                + "navigating away."
        case .staleElement(let entry):
            "\(entry) is stale: its element was deallocated without telling the tree. "
                + "Call didLeaveNode(with:) when an element goes away, or removeStaleNodes()."
        case .cannotExecute(let instruction):
            "No element can execute \(instruction): the element to leave does not adopt Leavable, or the "
                + "container to switch does not adopt Switchable."
        case .instructionFailed(let instruction, let executed):
            "\(instruction) failed after \(executed.count) executed instruction(s)\(Self.list(executed))."
        case .treeNotUpdated(let instruction, let executed):
            "\(instruction) reported success but the tree did not change; tell the tree before calling the "
                + "completion (after \(executed.count) executed instruction(s)\(Self.list(executed)))."
        case .didNotConverge(let executed):
            "The request did not reach its destination after \(executed.count) executed instruction(s)"
                + "\(Self.list(executed)); the elements, or the user meanwhile, did something other than asked."
        case .notInTree(let context):
            "The tree has no node for \(context): its element told the tree it left, switched a tab or took a "
                + "new payload without having told it that it entered. Tell the tree when an element enters."
        case .invalidTabs(let context):
            "\(context) names a selected tab that is not among its tabs; select one of the tabs it manages."
        case .cancelled:
            "The request was cancelled before it started."
        case .sceneDisconnected(let scene):
            "The scene `\(scene)` is not connected (it disconnected before the request started): its window is "
                + "gone. Open the entry in a connected scene, or let NavigationScenes choose one."
        case .rejected(let interceptor, let contexts, let underlying):
            "The \(interceptor) interceptor rejected the request for \(Self.list(contexts)): \(underlying)."
        case .tooManyRedirects(let chain):
            "The request was redirected \(chain.count) times (\(chain.joined(separator: " -> "))); "
                + "an interceptor keeps redirecting to a request it redirects again."
        case .tooManyContexts(let count, let limit):
            "The request shows \(count) contexts, more than the router's limit of \(limit); "
                + "raise `maximumContextsPerRequest` if the app means to show that many in one request."
        case .input(let underlying):
            underlying.description
        case .cannotAnswer(let context, let expected):
            "The element that shows \(context) cannot hand back a value of type \(expected): make it "
                + "NavigationAnswering, with an answer slot of that type."
        case .hiddenTab(let context):
            "The way leads through the \(context) tab, which the user hid; show it again first, or set the "
                + "router's hiddenTabPolicy to .showAgain."
        }
    }

    private static func name(of type: ContextType) -> String {
        (type as? any RawRepresentable).map { "\($0.rawValue)" } ?? "\(type)"
    }

    private static func list(_ contexts: [NavigationContext<ContextType>]) -> String {
        "[" + contexts.map(\.description).joined(separator: ", ") + "]"
    }

    private static func list(_ instructions: [NavigationInstruction<ContextType>]) -> String {
        instructions.isEmpty ? "" : ": " + instructions.map(\.description).joined(separator: ", ")
    }
}
