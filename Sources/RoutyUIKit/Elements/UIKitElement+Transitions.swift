import Routy

/// Waiting for a transition the user drives. UIKit ignores a present, dismiss, push or pop while a
/// transition moves the view controllers concerned — the user pulling a sheet down, swiping back —
/// and never calls its completion; the adapters wait for the user to let go, then look again.
extension UIKitElement {
    /// The sheet this element is shown in: itself when it is presented, or what holds it.
    var enclosingSheet: UIKitElement<ContextType, Platform>? {
        var element: UIKitElement<ContextType, Platform>? = self
        while let current = element {
            if current.placement.slot == .modal { return current }
            element = current.placement.holder as? UIKitElement<ContextType, Platform>
        }
        return nil
    }

    /// This element, or the first modal above it, whose view controller a transition moves: a
    /// sheet the user is pulling down.
    var movingModal: UIKitElement<ContextType, Platform>? {
        var element: UIKitElement<ContextType, Platform>? = self
        while let current = element {
            if current.viewController.transitionCoordinator != nil { return current }
            element = current.presentingElement?.modal
        }
        return nil
    }

    /// Calls `body` once no transition moves `viewController`: at once when none runs, when the
    /// transition ends otherwise — completed, or cancelled by the user.
    ///
    /// - Returns: `false`, without calling `body`, when a transition runs whose end the coordinator
    ///   will not report.
    static func afterTransition(of viewController: Platform.ViewController, then body: @escaping () -> Void) -> Bool {
        guard let coordinator = viewController.transitionCoordinator else {
            body()
            return true
        }
        return Platform.animateAlongsideTransition(of: coordinator, completion: body)
    }
}

extension UIKitElement: ModalTransitionEvents {
    /// The animator of this element's push, pop, presentation or dismissal (the platform's
    /// `Animator`), from its ``transition``; `nil` for UIKit's own animation.
    func animator(for operation: NavigationTransitionOperation) -> AnyObject? {
        guard let animator = transition?.animator(for: operation) else { return nil }
        return animator as AnyObject
    }

    /// The animator of a navigation controller's push or pop from `from` to `to`: that of the last
    /// of `elements` whose view controller the transition moves — the one that comes (a push) or
    /// goes (a pop) — from its ``transition``; `nil` for UIKit's own animation.
    static func navigationAnimator(
        for operation: NavigationTransitionOperation,
        from: Platform.ViewController,
        to: Platform.ViewController,
        among elements: [UIKitElement<ContextType, Platform>]
    ) -> AnyObject? {
        let moving = operation == .push ? to : from
        return elements.last { $0.viewController === moving }?.animator(for: operation)
    }

    public func presentationAnimator() -> AnyObject? {
        animator(for: .present)
    }

    public func dismissalAnimator() -> AnyObject? {
        animator(for: .dismiss)
    }
}
