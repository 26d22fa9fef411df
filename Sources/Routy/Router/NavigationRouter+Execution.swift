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
        // Tree changes from here to the completion are the router's, not the user's.
        executing += 1
        let completion = { (result: Result<NavigationReport<ContextType>, NavigationFailure<ContextType>>) in
            self.executing -= 1
            finish(result)
        }
        var report = report
        report.reused += plan.reused
        let routingIsLast = isLastStep && plan.updates.isEmpty && plan.entering.isEmpty
        var current: NavigationInstruction<ContextType>?
        router.route(
            to: plan.destination,
            animation: stepAnimation(isLast: routingIsLast),
            willExecute: { current = Self.navigationInstruction(for: $0) },
            didExecute: { _ in
                guard let instruction = current else { return }
                report.instructions.append(instruction)
                self.emit(.instructionExecuted(id: id, instruction))
            }
        ) { result in
            if case .failure(let error) = result {
                return completion(.failure(NavigationFailure(.routing(error), report: report)))
            }
            for update in plan.updates {
                let instruction = NavigationInstruction.update(from: update.element.context, to: update.context)
                let entry = update.element.entry
                update.element.update(with: update.context)
                do throws(RoutingError) {
                    try self.tree.didUpdateNode(with: entry, to: update.element.entry)
                } catch {
                    return completion(.failure(NavigationFailure(.routing(error), report: report)))
                }
                report.instructions.append(instruction)
                self.emit(.instructionExecuted(id: id, instruction))
            }
            self.present(plan.entering[...], id: id, isLastStep: isLastStep, report: report, completion: completion)
        }
    }

    /// Presents new elements one after another over the active leaf.
    private func present(
        _ presentations: ArraySlice<PreparedStep<ContextType>.Entering>,
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
        guard let presenter = tree.activeLeaf?.entry.routable as? any NavigationPresenter,
            presenter.canPresent(next.presentation)
        else { return fail(.cannotPresent(context, next.presentation)) }
        let isLast = isLastStep && presentations.count == 1
        let once = Once()
        presenter.present(
            element,
            as: next.presentation,
            animated: stepAnimation(isLast: isLast).animates(isLastStep: isLast)
        ) { success in
            guard once.claim() else { return }
            guard success, Self.isOnTop(element, leaf: self.tree.activeLeaf) else {
                return fail(.presentFailed(context))
            }
            var report = report
            report.instructions.append(.enter(context))
            self.emit(.instructionExecuted(id: id, .enter(context)))
            self.present(
                presentations.dropFirst(), id: id, isLastStep: isLastStep, report: report, completion: completion)
        }
    }

    /// Whether `element` is shown on top: it is the active leaf or, for a container, the leaf is
    /// its selected tab (or that tab's selected tab…), which a container shows once entered.
    static func isOnTop(_ element: any NavigationElement<ContextType>, leaf: RoutingTree.Node?) -> Bool {
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
