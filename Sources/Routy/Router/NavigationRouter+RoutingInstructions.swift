import Portus

// The routing layer's plan, in this layer's terms: each leave, switch and enter names the
// element's context.
extension NavigationRouter {
    /// The leaves and switches that reach `destination`, in this layer's terms.
    func routingInstructions(
        to destination: [RoutingEntry]
    ) throws(NavigationError<ContextType>) -> [NavigationInstruction<ContextType>] {
        let instructions: RoutingInstructions
        planCount += 1
        switch tree.plan(to: destination, strategy: strategy) {
        case .success(let planned): instructions = planned
        case .failure(let error):
            throw NavigationError(error, destination: destination.compactMap { $0.elementContext(ContextType.self) })
        }
        var result: [NavigationInstruction<ContextType>] = []
        for instruction in instructions {
            guard let mapped = Self.navigationInstruction(for: instruction) else {
                throw .notAnElement(instruction.entry)
            }
            result.append(mapped)
        }
        return result
    }

    static func navigationInstruction(for instruction: RoutingInstruction) -> NavigationInstruction<ContextType>? {
        guard let context = instruction.entry.elementContext(ContextType.self) else { return nil }
        switch instruction {
        case .leave: return .leave(context)
        case .switchTo: return .switchTo(context)
        case .enter: return .enter(context)
        }
    }
}
