extension Planner {
    /// What planning found: the plan, or why there is none, and the leave guards to ask.
    ///
    /// It keeps the snapshot planned over, to name the nodes whose guards it lists: hold it no
    /// longer than needed, as the tree copies its storage on its next change while a snapshot is
    /// alive.
    struct Outcome: Sendable {
        /// The plan as far as it got.
        var plan: Plan
        /// Why the plan does not lead to the destination; `nil` when it does.
        var failure: RoutingError?
        /// The leavable nodes the plan leaves — or takes away with a modal it leaves — in the
        /// order the chunk-by-chunk algorithm asks their guards; when the plan failed, those it
        /// met before the failure. The first that refuses is the answer. Nodes of the plan, not
        /// entries, so that listing them copies nothing.
        var leaveGuards: [PlanNode]
        let snapshot: TreeSnapshot

        /// The plan, or why there is none, without the guards.
        var result: Result<Plan, RoutingError> {
            if let failure { return .failure(failure) }
            return .success(plan)
        }

        /// The entries of ``leaveGuards``.
        var leaveGuardEntries: [RoutingEntry] { leaveGuards.map { plan.entry(of: $0, in: snapshot) } }

        /// The result once the leave guards were asked, in order: ``RoutingError/leaveRefused(_:)``
        /// for the first that refuses, else ``result``. A guard whose routable is gone agrees: the
        /// executor finds it gone when it runs.
        @MainActor func checked() -> Result<Plan, RoutingError> {
            for node in leaveGuards {
                if let id = node.liveID {
                    if let refusal = refusal(of: snapshot.entries + id) { return .failure(refusal) }
                } else {
                    let entry = plan.entry(ofSimulated: node.simulatedIndex ?? 0)
                    if let refusal = withUnsafePointer(to: entry, refusal(of:)) { return .failure(refusal) }
                }
            }
            return result
        }

        /// ``RoutingError/leaveRefused(_:)`` when the leave guard of the entry at `entry` refuses;
        /// `nil` when it agrees or its routable is gone. The routable is loaded once (each retain
        /// and release of an object that is weakly referenced takes the runtime's slow path) and
        /// the guard is handed the entry without a copy (see ``lending(_:to:)``).
        @MainActor private func refusal(of entry: UnsafePointer<RoutingEntry>) -> RoutingError? {
            guard let leavable = entry.pointee.leavable, !lending(entry, to: { leavable.canLeaveNode(with: $0) }) else {
                return nil
            }
            return .leaveRefused(entry.pointee)
        }
    }
}

/// Calls `body` with the entry at `entry` without copying it, for an entry that outlives the
/// call (one in a snapshot's storage, which never changes while the snapshot is alive).
///
/// Passing `entry.pointee` to a function copies the entry, as the compiler cannot know the
/// memory stays unchanged during the call, and a copy of an entry counts references to each of
/// its fields through the entry's value witness: about 230 instructions a copy, 3 000 of the
/// 22 200 of a `plan` that asks 13 guards (callgrind). Here the entry's bits are moved into a
/// slot on the stack, lent to `body`, and moved back into the slot, which is never
/// deinitialized: the storage at `entry` keeps owning the references, and no count changes.
@inline(__always)
private func lending<Result>(
    _ entry: UnsafePointer<RoutingEntry>, to body: (RoutingEntry) -> Result
) -> Result {
    withUnsafeTemporaryAllocation(of: RoutingEntry.self, capacity: 1) { slot in
        let base = slot.baseAddress.unsafelyUnwrapped
        UnsafeMutableRawPointer(base).copyMemory(from: entry, byteCount: MemoryLayout<RoutingEntry>.size)
        let lent = base.move()
        let result = body(lent)
        base.initialize(to: lent)
        return result
    }
}
