extension Router {
    /// Routes to a path from the root and returns the executed instructions.
    ///
    /// - Parameters:
    ///   - staticDestination: The path to show, starting at the root.
    ///   - animated: Whether the steps are animated.
    /// - Returns: The instructions executed.
    /// - Throws: The ``RoutingError`` that stopped the route.
    @discardableResult
    public func routeTo(
        staticDestination: StaticRoutingDestination,
        animated: Bool = true
    ) async throws(RoutingError) -> RoutingInstructions {
        try await routeTo(staticDestination: staticDestination, animation: RoutingAnimation(animated: animated))
    }

    /// Routes to a path from the root, animating the steps as `animation` says.
    ///
    /// - Returns: The instructions executed.
    /// - Throws: The ``RoutingError`` that stopped the route.
    @discardableResult
    public func routeTo(
        staticDestination: StaticRoutingDestination,
        animation: RoutingAnimation
    ) async throws(RoutingError) -> RoutingInstructions {
        let result = await withCheckedContinuation { continuation in
            routeTo(staticDestination: staticDestination, animation: animation) { continuation.resume(returning: $0) }
        }
        return try result.get()
    }

    /// Asks the active leaf to enter `entry`, wherever the app is.
    ///
    /// - Returns: `true` when the node was entered and the tree shows it.
    @discardableResult
    public func enter(dynamicDestination entry: DynamicRoutingDestination, animated: Bool = true) async -> Bool {
        await withCheckedContinuation { continuation in
            enter(dynamicDestination: entry, animated: animated) { continuation.resume(returning: $0) }
        }
    }
}
