import Foundation

// Each window comes back where it was: a scene's snapshot as data for the scene's state
// restoration, read back through the router's `restoration(for:)` when the scene connects again.
extension NavigationScenes where ContextType: Codable & NavigationPayloadDeclaring {
    /// What a connected scene shows, as data for the scene's state restoration: the snapshot's
    /// JSON (``NavigationSnapshot/jsonData()``), to keep in UIKit's `stateRestorationActivity`
    /// `userInfo` or a SwiftUI `@SceneStorage` value.
    ///
    /// ```swift
    /// // UIKit, the scene delegate:
    /// func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
    ///     let activity = NSUserActivity(activityType: "com.example.shop.restoration")
    ///     activity.userInfo = ["navigation": try? scenes.restorationData(for: id)]
    ///     return activity
    /// }
    /// ```
    ///
    /// - Parameter scene: The scene.
    /// - Returns: The data; `nil` when the scene is not connected.
    /// - Throws: ``NavigationSnapshotError/tooLarge(_:limit:)`` when the data has more bytes than
    ///   ``maximumRestorationSize`` — the app then saves nothing rather than data it would refuse
    ///   to read — and ``NavigationSnapshotError/cannotEncode(at:reason:)`` for a payload that
    ///   cannot be encoded.
    public func restorationData(for scene: NavigationSceneID) throws(NavigationSnapshotError) -> Data? {
        guard let router = router(for: scene) else { return nil }
        let data = try router.snapshot().jsonData()
        guard data.count <= maximumRestorationSize else { throw .tooLarge(data.count, limit: maximumRestorationSize) }
        return data
    }

    /// What restoring a scene's saved state would do, worked out without running anything: read
    /// the data, then ``NavigationRouter/restoration(for:)`` of the scene's router. For a
    /// synchronous delegate method, enqueue its request:
    ///
    /// ```swift
    /// // scene(_:willConnectTo:options:)
    /// let router = try scenes.connect(id)
    /// if let data = session.stateRestorationActivity?.userInfo?["navigation"] as? Data,
    ///     let restoration = try? scenes.restoration(from: data, in: id)
    /// {
    ///     router.enqueue(restoration.request)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - data: What ``restorationData(for:)`` gave, in this version of the app or an older one.
    ///   - scene: The connected scene to restore.
    /// - Returns: The restoration.
    /// - Throws: ``NavigationError/sceneDisconnected(_:)`` when the scene is not connected;
    ///   ``NavigationError/input(_:)`` wrapping a ``NavigationSnapshotError`` (see
    ///   ``NavigationError/snapshotError``) when the data has more bytes than
    ///   ``maximumRestorationSize``, is of a newer format, or cannot be read; the failures of
    ///   ``NavigationRouter/restoration(for:)``. Nothing changes when it throws.
    public func restoration(
        from data: Data,
        in scene: NavigationSceneID
    ) throws(NavigationFailure<ContextType>) -> NavigationRestoration<ContextType> {
        let (router, snapshot) = try read(data, in: scene)
        return try router.restoration(for: snapshot)
    }

    /// Brings a scene back where it was: reads its saved state and restores it through the
    /// scene's router (``NavigationRouter/restore(_:)``), after the requests queued in it.
    ///
    /// ```swift
    /// // SwiftUI, in the window's view:
    /// @SceneStorage("navigation") private var saved: Data?
    /// .task { if let saved { try? await scenes.restore(saved, in: id) } }
    /// ```
    ///
    /// - Parameters:
    ///   - data: What ``restorationData(for:)`` gave.
    ///   - scene: The connected scene to restore.
    /// - Returns: The report of the request, and what was left out.
    /// - Throws: The failures of ``restoration(from:in:)``, before anything runs; then the
    ///   ``NavigationFailure`` of the request.
    @discardableResult
    public func restore(
        _ data: Data,
        in scene: NavigationSceneID
    ) async throws(NavigationFailure<ContextType>) -> NavigationRestoreReport<ContextType> {
        let (router, snapshot) = try read(data, in: scene)
        return try await router.restore(snapshot)
    }

    /// The router of `scene` and the snapshot in `data`, measured against
    /// ``maximumRestorationSize`` before it is read.
    private func read(
        _ data: Data,
        in scene: NavigationSceneID
    ) throws(NavigationFailure<ContextType>) -> (NavigationRouter<ContextType>, NavigationSnapshot<ContextType>) {
        guard let router = router(for: scene) else { throw NavigationFailure(.sceneDisconnected(scene)) }
        do throws(NavigationSnapshotError) {
            guard data.count <= maximumRestorationSize else {
                throw .tooLarge(data.count, limit: maximumRestorationSize)
            }
            return (router, try NavigationSnapshot(jsonData: data))
        } catch {
            throw NavigationFailure(.input(UnderlyingError(error)))
        }
    }
}
