/// What ``NavigationRouter/restore(_:)`` will do for a snapshot, worked out from the tree as it
/// is: the one request that shows the snapshot, what it leaves out, and what the app shows once
/// the request ran.
///
/// ``NavigationRouter/restoration(for:)`` makes one without running anything; an app that
/// restores from synchronous code enqueues its ``request``.
public struct NavigationRestoration<ContextType: Hashable & Sendable>: Equatable, Sendable {
    /// The request: one `navigate(to:)` step for each tab whose stack differs from what the tab
    /// shows now (after one that makes its container, when the app does not show it yet), the
    /// active path last. Its source is ``NavigationSource/restore``.
    public var request: NavigationRequest<ContextType>
    /// The elements the request leaves out, and why; empty when the whole snapshot is restored.
    public var skipped: [NavigationSnapshot<ContextType>.Skip]
    /// The snapshot without what is skipped, and with the tabs the app shows that the snapshot
    /// lacks — a root shown with tabs keeps them even when the snapshot's root has none, and
    /// what it shows on top is then shown by the selected tab — less what switching away from
    /// them leaves: what ``NavigationRouter/snapshot()`` gives once the request has run, when the
    /// elements do as asked. A container the app does not show yet is taken to have the tabs the
    /// snapshot lists, in its order: one the factory makes with other tabs shows those.
    public var target: NavigationSnapshot<ContextType>

    /// Creates a restoration.
    ///
    /// - Parameters:
    ///   - request: The request that shows the snapshot.
    ///   - skipped: The elements it leaves out.
    ///   - target: What the app shows once it ran.
    public init(
        request: NavigationRequest<ContextType>,
        skipped: [NavigationSnapshot<ContextType>.Skip],
        target: NavigationSnapshot<ContextType>
    ) {
        self.request = request
        self.skipped = skipped
        self.target = target
    }
}
