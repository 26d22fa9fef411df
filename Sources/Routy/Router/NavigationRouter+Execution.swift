import Portus

extension NavigationRouter {
    /// The animation of a part of a request: with ``RoutingAnimation/lastStep``, only the part
    /// that holds the request's last instruction animates.
    func stepAnimation(isLast: Bool) -> RoutingAnimation {
        animation == .lastStep && !isLast ? .none : animation
    }
}
