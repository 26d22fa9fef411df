import Portus

extension NavigationRouter {
    /// Executes a planned step: leaves and switches through ``router``, then the updates, then
    /// the new elements, one at a time. Stops at the first failure; what ran stays done.
    func execute(
        _ plan: PreparedStep<ContextType>,
        id: Int,
        isLastStep: Bool,
        report: NavigationReport<ContextType>,
        completion finish: @escaping (Result<NavigationReport<ContextType>, NavigationFailure<ContextType>>) -> Void
    ) {
        let completion = { (result: Result<NavigationReport<ContextType>, NavigationFailure<ContextType>>) in
            self.expected = nil
            finish(result)
        }
        var report = report
        report.reused += plan.reused
        let routingIsLast = isLastStep && plan.updates.isEmpty && plan.entering.isEmpty
        var current: NavigationInstruction<ContextType>?
        router.route(
            to: plan.destination,
            animation: stepAnimation(isLast: routingIsLast),
            willExecute: { instruction in
                current = Self.navigationInstruction(for: instruction)
                self.expected = self.routables(actedOnBy: instruction)
            },
            didExecute: { _ in
                self.expected = nil
                guard let instruction = current else { return }
                report.instructions.append(instruction)
                self.emit(.instructionExecuted(id: id, instruction))
            }
        ) { result in
            if case .failure(let error) = result {
                return completion(.failure(NavigationFailure(.routing(error), report: report)))
            }
            for update in plan.updates {
                let instruction = NavigationInstruction.update(from: update.match.context, to: update.context)
                // The user may have taken the element away since the step was planned.
                guard let element = update.match.node.entry.routable else {
                    return completion(.failure(NavigationFailure(.interrupted(update.context), report: report)))
                }
                let entry = element.entry
                self.expected = [ObjectIdentifier(element)]
                guard entry.updateElement(to: update.context) else {
                    return completion(.failure(NavigationFailure(.notAnElement(entry), report: report)))
                }
                do throws(RoutingError) {
                    try self.tree.didUpdateNode(with: entry, to: element.entry)
                } catch {
                    return completion(.failure(NavigationFailure(.routing(error), report: report)))
                }
                self.expected = nil
                report.instructions.append(instruction)
                self.emit(.instructionExecuted(id: id, instruction))
            }
            self.present(
                plan.entering[...], after: plan.destination.last?.routable, id: id, isLastStep: isLastStep,
                report: report, completion: completion)
        }
    }

    /// The routables an instruction of the routing layer acts on: a change of the tree that concerns
    /// one of them while the instruction runs is the router's; any other is the user's.
    private func routables(actedOnBy instruction: RoutingInstruction) -> Set<ObjectIdentifier> {
        var routables: Set<ObjectIdentifier> = []
        func addSubtree(of entry: RoutingEntry) {
            var nodes = tree.node(for: entry).map { [$0] } ?? []
            while let node = nodes.popLast() {
                if let routable = node.entry.routable { routables.insert(ObjectIdentifier(routable)) }
                nodes.append(contentsOf: node.childSequence)
            }
            if let routable = entry.routable { routables.insert(ObjectIdentifier(routable)) }
        }
        switch instruction {
        case .leave(let entry):
            addSubtree(of: entry)
        case .switchTo(let tab, let container):
            if let routable = tab.routable { routables.insert(ObjectIdentifier(routable)) }
            if let routable = container.routable { routables.insert(ObjectIdentifier(routable)) }
        case .enter(let entry):
            if let routable = entry.routable { routables.insert(ObjectIdentifier(routable)) }
        }
        return routables
    }

    /// Presents new elements one after another over the active leaf.
    private func present(
        _ presentations: ArraySlice<PreparedStep<ContextType>.Entering>,
        after presenter: AnyObject?,
        id: Int,
        isLastStep: Bool,
        report: NavigationReport<ContextType>,
        completion: @escaping (Result<NavigationReport<ContextType>, NavigationFailure<ContextType>>) -> Void
    ) {
        guard let next = presentations.first else { return completion(.success(report)) }
        let fail = { (error: NavigationError<ContextType>) in
            completion(.failure(NavigationFailure(error, report: report)))
        }
        // A run makes every element before it executes anything.
        guard let element = next.element else { return fail(.noElement(next.context)) }
        let context = element.context
        // The user may have navigated since the step before: the element is shown over the node
        // the plan expects, or not at all.
        guard let presenter, Self.isOnTop(presenter, leaf: tree.activeLeaf), let leaf = tree.activeLeaf?.entry.routable
        else { return fail(.interrupted(context)) }
        guard let presenter = leaf as? any NavigationPresenter, presenter.canPresent(next.presentation) else {
            return fail(.cannotPresent(context, next.presentation))
        }
        expected = [ObjectIdentifier(element)]
        let isLast = isLastStep && presentations.count == 1
        let once = Once()
        presenter.present(
            element,
            as: next.presentation,
            animated: stepAnimation(isLast: isLast).animates(isLastStep: isLast)
        ) { success in
            guard once.claim() else { return }
            self.expected = nil
            guard success, self.tree.node(for: element.entry) != nil else { return fail(.presentFailed(context)) }
            var report = report
            report.instructions.append(.enter(context))
            self.emit(.instructionExecuted(id: id, .enter(context)))
            self.present(
                presentations.dropFirst(), after: element, id: id, isLastStep: isLastStep, report: report,
                completion: completion)
        }
    }

    /// Whether `element` is shown on top: it is the active leaf or, for a container, the leaf is
    /// its selected tab (or that tab's selected tab…), which a container shows once entered.
    static func isOnTop(_ element: AnyObject, leaf: RoutingTree.Node?) -> Bool {
        var node = leaf
        while let current = node {
            if current.entry.routable === element { return true }
            guard current.isManagedByParent else { return false }
            node = current.parent
        }
        return false
    }

    /// The animation of a part of a request: with ``RoutingAnimation/lastStep``, only the part
    /// that holds the request's last instruction animates.
    private func stepAnimation(isLast: Bool) -> RoutingAnimation {
        animation == .lastStep && !isLast ? .none : animation
    }
}
