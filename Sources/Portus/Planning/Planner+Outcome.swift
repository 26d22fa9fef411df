extension Planner {
    /// What planning found: the plan, or why there is none, and the leave guards to ask.
    ///
    /// It keeps the snapshot planned over, to name the nodes whose guards it lists: hold it no
    /// longer than needed, as the tree copies its storage on its next change while a snapshot is
    /// alive.
    struct Outcome: Sendable {
        /// A node whose leave guard the shell asks.
        struct LeaveGuard: Sendable {
            let node: PlanNode
            /// The node's routable, as the plan loaded it when it found the node alive, when the
            /// builder holds its guards (a plan checked at once on the main actor); `nil` otherwise,
            /// and ``checked()`` loads it from the node's entry.
            let routable: (any Leavable)?
        }

        /// The plan as far as it got.
        var plan: Plan
        /// Why the plan does not lead to the destination; `nil` when it does.
        var failure: RoutingError?
        /// The leavable nodes the plan leaves — or takes away with a modal it leaves — in the
        /// order the chunk-by-chunk algorithm asks their guards; when the plan failed, those it
        /// met before the failure. The first that refuses is the answer. Nodes of the plan, not
        /// entries, so that listing them copies nothing.
        var leaveGuards: [LeaveGuard]
        let snapshot: TreeSnapshot

        /// The plan, or why there is none, without the guards.
        var result: Result<Plan, RoutingError> {
            if let failure { return .failure(failure) }
            return .success(plan)
        }

        /// The entries of ``leaveGuards``.
        var leaveGuardEntries: [RoutingEntry] { leaveGuards.map { plan.entry(of: $0.node, in: snapshot) } }

        /// The result once the leave guards were asked, in order: ``RoutingError/leaveRefused(_:)``
        /// for the first that refuses, else ``result``. A guard whose routable is gone agrees: the
        /// executor finds it gone when it runs. A plan that holds its guards asks each routable it
        /// found alive, even one another guard let go of since.
        @MainActor func checked() -> Result<Plan, RoutingError> {
            let refused = leaveGuards.withUnsafeBufferPointer { Self.firstRefusal(of: $0, in: plan, snapshot) }
            if let refused { return .failure(refused) }
            return result
        }

        /// ``RoutingError/leaveRefused(_:)`` for the first of `leaveGuards`, listed by `plan` over
        /// `snapshot`, that refuses, asked in order; `nil` when they all agree. Shared by
        /// ``checked()`` and the builder's own check (``Planner/plan(_:to:)``).
        @MainActor static func firstRefusal(
            of leaveGuards: UnsafeBufferPointer<LeaveGuard>, in plan: Plan, _ snapshot: TreeSnapshot
        ) -> RoutingError? {
            guard let base = leaveGuards.baseAddress else { return nil }
            for index in 0..<leaveGuards.count {
                let node = leaveGuards[index].node
                let refusal: RoutingError?
                if let id = node.liveID {
                    refusal = self.refusal(of: base + index, entry: snapshot.entries + id)
                } else {
                    let entry = plan.entry(ofSimulated: node.simulatedIndex ?? 0)
                    refusal = withUnsafePointer(to: entry) { self.refusal(of: base + index, entry: $0) }
                }
                if let refusal { return refusal }
            }
            return nil
        }

        /// ``RoutingError/leaveRefused(_:)`` when the guard at `leaveGuard`, whose entry is at
        /// `entry`, refuses; `nil` when it agrees or its routable is gone. The routable is the one
        /// the plan held, else loaded once. Both are lent, not copied (see ``lending(_:_:to:)``):
        /// a copy of the routable is a retain and a release, both on the slow path of a weakly
        /// referenced object, and a copy of the entry counts references to each of its fields.
        @MainActor private static func refusal(
            of leaveGuard: UnsafePointer<LeaveGuard>, entry: UnsafePointer<RoutingEntry>
        ) -> RoutingError? {
            let agrees = lending(leaveGuard, entry) { leaveGuard, entry in
                leaveGuard.routable?.canLeaveNode(with: entry) ?? entry.leavable?.canLeaveNode(with: entry) ?? true
            }
            return agrees ? nil : .leaveRefused(entry.pointee)
        }
    }
}

/// Calls `body` with the guard at `leaveGuard` and the entry at `entry` without copying them, for
/// values that outlive the call (a guard in an outcome's list; an entry in a snapshot's storage,
/// which never changes while the snapshot is alive).
///
/// Passing `entry.pointee` to a function copies the entry, as the compiler cannot know the
/// memory stays unchanged during the call, and a copy of an entry counts references to each of
/// its fields through the entry's value witness: about 230 instructions a copy, 3 000 of the
/// 22 200 of a `plan` that asks 13 guards (callgrind); a copy of a guard's routable is a retain
/// and a release on the slow path. Here the values' bits are moved into one slot on the stack,
/// lent to `body`, and moved back into the slot, which is never deinitialized: the storage at
/// the pointers keeps owning the references, and no count changes. One slot for both, as
/// parameters of `body`: a closure that captured one of them would copy it.
@inline(__always)
private func lending<Result>(
    _ leaveGuard: UnsafePointer<Planner.Outcome.LeaveGuard>, _ entry: UnsafePointer<RoutingEntry>,
    to body: (Planner.Outcome.LeaveGuard, RoutingEntry) -> Result
) -> Result {
    typealias Pair = (leaveGuard: Planner.Outcome.LeaveGuard, entry: RoutingEntry)
    return withUnsafeTemporaryAllocation(of: Pair.self, capacity: 1) { slot in
        let base = slot.baseAddress.unsafelyUnwrapped
        let raw = UnsafeMutableRawPointer(base)
        raw.copyMemory(from: leaveGuard, byteCount: MemoryLayout<Planner.Outcome.LeaveGuard>.size)
        (raw + MemoryLayout<Pair>.offset(of: \Pair.entry).unsafelyUnwrapped)
            .copyMemory(from: entry, byteCount: MemoryLayout<RoutingEntry>.size)
        let lent = base.move()
        let result = body(lent.leaveGuard, lent.entry)
        base.initialize(to: lent)
        return result
    }
}
