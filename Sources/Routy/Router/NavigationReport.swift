/// What a request did — or, from ``NavigationRouter/plan(_:)``, would do: the instructions, the
/// elements it reused, and what interceptors decided.
public struct NavigationReport<ContextType: Hashable & Sendable>: Equatable, Sendable {
    /// The executed instructions, in order.
    public var instructions: [NavigationInstruction<ContextType>] = []
    /// The contexts of the existing elements the request reused (before any update).
    public var reused: [NavigationContext<ContextType>] = []
    /// The interceptors that redirected the request, in order; empty when none did.
    public var redirectedBy: [String] = []
    /// The original request, when an interceptor redirected it and kept it pending.
    public var pendingRequest: NavigationRequest<ContextType>?
    /// From ``NavigationRouter/plan(_:)``: the tabs the user hid that the request would show again
    /// on its way, outermost first (``NavigationHiddenTabPolicy/showAgain``); empty when its way
    /// passes through no hidden tab.
    public var tabsShownAgain: [NavigationContext<ContextType>] = []

    /// How the first new element was shown; kept apart from the others, so that a request that
    /// shows one new element allocates nothing for it. Not generic, so that unspecialized code
    /// looks no type up to keep it.
    private var firstPresentation: NavigationPresentation?
    /// How the other new elements were shown, in order.
    private var laterPresentations: [NavigationPresentation] = []

    /// Creates an empty report.
    public init() {}

    /// How the request showed each new element it presented — or, from
    /// ``NavigationRouter/plan(_:)``, would show it — in the order presented (the order of
    /// ``created``): pushed, modally in which style, as the root. For a type registered per width
    /// class (``NavigationPresentation/adaptive(compact:regular:)``), the one that applied where
    /// the element was shown.
    ///
    /// ```swift
    /// let plan = try router.plan(.navigate(to: [.settings]))
    /// plan.presentations.map(\.presentation)  // [modal(formSheet)] in regular width, [push] in compact
    /// ```
    public var presentations: [(context: NavigationContext<ContextType>, presentation: NavigationPresentation)] {
        guard let firstPresentation else { return [] }
        return Array(zip(created, [firstPresentation] + laterPresentations))
    }

    /// Records that the request showed its next new element, whose enter it records, as
    /// `presentation`.
    mutating func recordPresentation(_ presentation: NavigationPresentation) {
        if firstPresentation == nil {
            firstPresentation = presentation
        } else {
            laterPresentations.append(presentation)
        }
    }

    /// The payload updates, as pairs of the old and new contexts.
    public var updated: [(from: NavigationContext<ContextType>, to: NavigationContext<ContextType>)] {
        instructions.compactMap {
            guard case .update(let from, let to) = $0 else { return nil }
            return (from, to)
        }
    }

    /// The contexts of the elements the request created and presented.
    public var created: [NavigationContext<ContextType>] {
        instructions.compactMap {
            guard case .enter(let context) = $0 else { return nil }
            return context
        }
    }

    /// The contexts of the elements the request left.
    public var left: [NavigationContext<ContextType>] {
        instructions.compactMap {
            guard case .leave(let context) = $0 else { return nil }
            return context
        }
    }
}

extension NavigationReport: CustomStringConvertible {
    /// The instructions, separated by `, `; `(nothing to do)` when there are none; then the hidden
    /// tabs the request shows again, the interceptors that redirected the request and what they kept pending.
    public var description: String {
        var steps = instructions.isEmpty ? "(nothing to do)" : instructions.map(\.description).joined(separator: ", ")
        if !tabsShownAgain.isEmpty {
            steps += " (shows hidden \(tabsShownAgain.map(\.description).joined(separator: ", ")) again)"
        }
        guard !redirectedBy.isEmpty else { return steps }
        let pending = pendingRequest.map { "; pending: \($0)" } ?? ""
        return "\(steps) (redirected by \(redirectedBy.joined(separator: " -> "))\(pending))"
    }
}

/// The outcome of a request: a report, or a failure.
public typealias NavigationResult<ContextType: Hashable & Sendable> = Result<
    NavigationReport<ContextType>, NavigationFailure<ContextType>
>
