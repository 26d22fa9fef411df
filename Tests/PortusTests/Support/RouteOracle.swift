import Portus
import Testing

/// Routes a ``TestApp`` and checks the outcome against what can be known without the planner:
/// a breadth-first search over tree states (``ShortestRoute``), the app's spec, and the tree
/// before and after.
@MainActor
struct RouteOracle {
    let app: TestApp
    let router: Router

    /// Routes to `identifiers` and records an issue, with `note`, for anything wrong:
    /// - planning changes nothing, and the plan is what the route then executes;
    /// - the tree shows what the nodes show, whatever the outcome;
    /// - a route that succeeds ends on the destination, which the search can reach, in exactly
    ///   as many instructions as the search needs under `keepBranches` and at least as many
    ///   under `tearDown`;
    /// - a route the search cannot finish fails: at planning time (the tree unchanged, no node
    ///   asked, the error names the reason) or at an `enter` the active leaf refuses;
    /// - `tearDown` may fail where the search succeeds only when a node it tears down refuses.
    func check(_ identifiers: [RoutingIdentifier], note: Comment) {
        let spec = app.spec
        let destination = spec.path(identifiers)
        let before = app.tree.description
        let callsBefore = app.calls.count
        guard let root = app.tree.root else {
            Issue.record("the tree is empty. \(note)")
            return
        }
        let start = TreeModel(root)
        let plan = router.plan(to: destination)
        #expect(app.tree.description == before, "planning changed the tree. \(note)")
        let shortest = ShortestRoute(spec: spec).solve(from: start, to: identifiers)

        guard let result = app.route(router, to: destination) else {
            Issue.record("the route did not complete. \(note)")
            return
        }
        checkTreeMatchesNodes(note: note)
        switch result {
        case .success(let executed):
            #expect(app.activePath == identifiers.map(\.rawValue), "\(note)")
            #expect(plan == .success(executed), "the plan was not what ran. \(note)")
            guard let shortest else {
                Issue.record("arrived where the search cannot: \(executed). \(note)")
                return
            }
            if router.strategy == .keepBranches {
                #expect(executed.count == shortest.count, "shortest: \(shortest.instructions). \(note)")
            } else {
                #expect(executed.count >= shortest.count, "shortest: \(shortest.instructions). \(note)")
            }
        case .failure(let error):
            if let shortest {
                let refused = if case .leaveRefused = error { true } else { false }
                #expect(
                    router.strategy == .tearDown && refused,
                    "failed with \(error) where the search finds \(shortest.instructions). \(note)")
            }
            if case .failure(let planned) = plan {
                #expect(error == planned, "\(note)")
                #expect(app.tree.description == before, "a planning error changed the tree. \(note)")
                #expect(app.calls.count == callsBefore, "a planning error asked a node to act. \(note)")
                checkPlanningError(error, identifiers, start: start, note: note)
            } else {
                checkExecutionError(error, plan: plan, note: note)
            }
        }
    }

    private func checkPlanningError(
        _ error: RoutingError,
        _ identifiers: [RoutingIdentifier],
        start: TreeModel,
        note: Comment
    ) {
        switch error {
        case .emptyDestination:
            #expect(identifiers.isEmpty, "\(note)")
        case .rootMismatch(let destination, let root):
            #expect(destination.identifier != root.identifier && root.identifier == app.spec.root, "\(note)")
        case .leaveRefused(let entry):
            #expect(app.spec[entry.identifier]?.canLeave == false, "\(entry) does not refuse. \(note)")
            // On the active path, or in a branch keepBranches switches to.
            #expect(start.contains(entry.identifier), "\(entry) is not in the tree. \(note)")
        case .destinationNotReachable:
            break
        default:
            Issue.record("unexpected planning error \(error). \(note)")
        }
    }

    private func checkExecutionError(
        _ error: RoutingError,
        plan: Result<RoutingInstructions, RoutingError>,
        note: Comment
    ) {
        guard case .instructionFailed(let failed, let executed) = error, case .success(let planned) = plan else {
            Issue.record("unexpected error \(error). \(note)")
            return
        }
        #expect(Array(planned.prefix(executed.count + 1)) == executed + [failed], "\(note)")
        guard case .enter(let entry) = failed, let leaf = app.tree.activePath.last else {
            Issue.record("\(failed) should not fail. \(note)")
            return
        }
        let allowed = app.spec[leaf.identifier]?.enters ?? []
        #expect(!allowed.contains(entry.identifier), "\(leaf) may enter \(entry). \(note)")
    }

    /// The tree matches what the app's nodes show.
    func checkTreeMatchesNodes(note: Comment) {
        guard let treeRoot = app.tree.root, let nodeRoot = app.root else {
            #expect(app.tree.root == nil && app.root == nil, "\(note)")
            return
        }
        #expect(TreeModel(treeRoot) == TreeModel(nodeRoot, spec: app.spec), "tree and nodes differ. \(note)")
    }
}
