import Foundation
import Portus

// The app says where it is: the top screen as an activity, each time the active path changes.
extension NavigationRouter {
    /// Describes the active path as an activity each time it changes — at the end of each request
    /// and after each change the user makes — and hands it to `publish`, starting with the path
    /// shown now.
    ///
    /// `describe` decides what the system sees (the type, the title, whether Handoff and Search
    /// may use it), or `nil` for a screen to keep to itself; the link it gets is the one `links`
    /// builds for the longest end of the active path it has a link for, so that opening the link
    /// shows the same screens.
    ///
    /// ```swift
    /// router.publishActivities(links: deeplinks) { path, link in
    ///     NavigationActivity(
    ///         type: "com.example.shop.screen", title: path.last?.description ?? "Shop", link: link,
    ///         isEligibleForSearch: path.last?.type == .product)
    /// } publish: { activity in
    ///     scene.userActivity = activity.map(NSUserActivity.init)   // the app's glue
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - links: The table that builds the links (``DeeplinkTable/url(for:)``); `nil` for none.
    ///   - describe: The activity of the active path — its contexts from the root element to the
    ///     top — and of its link; `nil` to publish none.
    ///   - publish: Called with each activity, or `nil` when `describe` gave none; only when the
    ///     active path differs from the one published last.
    /// - Returns: The identifier of the observer that publishes; ``removeObserver(_:)`` stops it.
    @discardableResult
    public func publishActivities(
        links: DeeplinkTable<ContextType>?,
        describe: @escaping (_ path: [Context], _ link: URL?) -> NavigationActivity?,
        publish: @escaping (NavigationActivity?) -> Void
    ) -> NavigationObserverID {
        var published: [Context]?
        let publishIfChanged = { [unowned self] in
            let path = tree.activePath.compactMap { $0.elementContext(ContextType.self) }
            guard path != published else { return }
            published = path
            publish(describe(path, links.flatMap { Self.link(for: path, in: $0) }))
        }
        publishIfChanged()
        return addObserver { event in
            switch event {
            case .requestEnded, .userNavigated: publishIfChanged()
            default: break
            }
        }
    }

    /// The link `links` builds for the longest end of `path` it has one for.
    private static func link(for path: [Context], in links: DeeplinkTable<ContextType>) -> URL? {
        var start = 0
        while start < path.count {
            if let link = try? links.firstURL(for: Array(path[start...])) { return link }
            start += 1
        }
        return nil
    }
}
