import Portus

/// The changes a router's request makes to the SwiftUI models, held back from their observers
/// while it runs and told once per model when it ends: a request that pushes two screens changes
/// its stack's path once, as SwiftUI would draw it once, and a model the request does not touch
/// hears nothing.
///
/// A model reads and writes its state at once — the tree, the router and the getters see every
/// instruction as it runs —; only the observers' notification waits. The user's changes (a
/// binding's write) are told at once, even while a request runs: a request may wait at an
/// interceptor for a long time.
///
/// A router drives it once ``SwiftUIElement/showAsRoot(of:)`` connected it to the router's tree;
/// without that, each change is told as it happens.
@MainActor
final class RequestPublication {
    private struct Key: Hashable {
        let model: ObjectIdentifier
        let property: AnyKeyPath
    }

    /// The publication of each tree a request runs on now.
    private static var running: [ObjectIdentifier: RequestPublication] = [:]

    private var keys: Set<Key> = []
    private var notifications: [() -> Void] = []

    /// A request started on `tree`.
    static func begin(on tree: RoutingTree) {
        let id = ObjectIdentifier(tree)
        if running[id] == nil { running[id] = RequestPublication() }
    }

    /// The request on `tree` ended: each model it changed tells its observers, once.
    static func end(on tree: RoutingTree) {
        guard let publication = running.removeValue(forKey: ObjectIdentifier(tree)) else { return }
        for notify in publication.notifications { notify() }
    }

    /// Changes a model's observed property for the router: `change` sets its storage without
    /// telling observers and `notify` tells them, once per model and property, when the request on
    /// `tree` ends. With no request running on `tree`, or for a binding's write, `publish` makes
    /// the change and tells them at once.
    ///
    /// - Parameters:
    ///   - model: The model that changes.
    ///   - property: The observed property that changes.
    ///   - tree: The tree the model tells.
    ///   - change: Sets the property's storage, telling no one.
    ///   - notify: Tells the property's observers that it changed.
    ///   - publish: Sets the property and tells its observers.
    static func change(
        _ model: AnyObject,
        _ property: AnyKeyPath,
        on tree: RoutingTree?,
        change: () -> Void,
        notify: @escaping () -> Void,
        publish: () -> Void
    ) {
        guard !BindingWrites.isHandling, let tree, let publication = running[ObjectIdentifier(tree)] else {
            return publish()
        }
        change()
        if publication.keys.insert(Key(model: ObjectIdentifier(model), property: property)).inserted {
            publication.notifications.append(notify)
        }
    }
}
