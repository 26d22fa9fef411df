// Compiled only where the system delivers these entries (iOS, iPadOS, Mac Catalyst, visionOS):
// conformances and thin glue, no logic — what each becomes is decided in Routy
// (`NavigationEntry(activityType:userInfo:webpageURL:names:)` and its siblings), tested on Linux.
#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
    import AppIntents
    import CoreSpotlight
    import Routy
    import UIKit
    import UserNotifications

    extension NavigationEntry.SystemNames {
        /// Apple's names: `NSUserActivityTypeBrowsingWeb`, `CSSearchableItemActionType`,
        /// `CSSearchableItemActivityIdentifier` and `UNNotificationDismissActionIdentifier`.
        public static var apple: Self {
            Self(
                browsingWebActivityType: NSUserActivityTypeBrowsingWeb,
                searchableItemActivityType: CSSearchableItemActionType,
                searchableItemIdentifierKey: CSSearchableItemActivityIdentifier,
                notificationDismissAction: UNNotificationDismissActionIdentifier)
        }
    }

    extension NavigationEntry {
        /// The entry an activity the system continues stands for — a universal link, a Spotlight
        /// result, or an activity of its type — as
        /// ``NavigationEntry/init(activityType:userInfo:webpageURL:names:)`` reads it.
        ///
        /// - Parameter activity: The activity of `scene(_:continue:)`, of a scene's connection
        ///   options, or of SwiftUI's `onContinueUserActivity(_:perform:)`.
        public init?(_ activity: NSUserActivity) {
            self.init(
                activityType: activity.activityType, userInfo: activity.userInfo, webpageURL: activity.webpageURL,
                names: .apple)
        }

        /// The entry a tapped notification stands for, or `nil` when it was dismissed.
        ///
        /// - Parameter response: The response of `userNotificationCenter(_:didReceive:withCompletionHandler:)`.
        public init?(_ response: UNNotificationResponse) {
            let content = response.notification.request.content
            self.init(
                notificationCategory: content.categoryIdentifier, userInfo: content.userInfo,
                action: response.actionIdentifier, names: .apple)
        }

        /// The entry a home-screen quick action stands for: a shortcut of its type, with its `userInfo`.
        ///
        /// - Parameter item: The item of `windowScene(_:performActionFor:completionHandler:)` or of
        ///   a scene's connection options.
        public init(_ item: UIApplicationShortcutItem) {
            self = .shortcut(item.type, payload: Self.payload(item.userInfo))
        }

        /// The entry an App Intent that opens an entity stands for: an intent entry of the entity's type
        /// and its identifier's `entityIdentifierString`, as `NavigationEntry.intent(_:id:)` over a
        /// type names it.
        ///
        /// - Parameter intent: The intent, in its `perform()`.
        public init<Intent: OpenIntent>(_ intent: Intent) where Intent.Value: AppEntity {
            self = Self.entry(of: intent.target)
        }

        /// The entry an App Intent the system delivered stands for, whatever its type: the entity it
        /// opens when it is an `OpenIntent` whose target is an `AppEntity`, as `init(_:)`
        /// reads it; `nil` for any other intent, which the app reads itself.
        ///
        /// - Parameter appIntent: The intent of the scene delegate's
        ///   `scene(_:willPerformAppIntent:)` (iOS 26), or of SwiftUI's `onAppIntentExecution(_:perform:)`.
        public init?(appIntent: any AppIntent) {
            guard let intent = appIntent as? any OpenIntent, let entry = Self.entry(opening: intent) else {
                return nil
            }
            self = entry
        }

        private static func entry<Intent: OpenIntent>(opening intent: Intent) -> NavigationEntry? {
            (intent.target as? any AppEntity).map { entry(of: $0) }
        }

        private static func entry<Entity: AppEntity>(of entity: Entity) -> NavigationEntry {
            .intent(Entity.self, id: entity.id.entityIdentifierString)
        }

        /// The entries a scene is connected with: the links it is opened with, the activities it
        /// continues, then its quick action.
        ///
        /// - Parameter options: The options of `scene(_:willConnectTo:options:)`.
        /// - Returns: The entries, in that order.
        @MainActor
        public static func entries(connectingWith options: UIScene.ConnectionOptions) -> [NavigationEntry] {
            options.urlContexts.map { .link($0.url) } + options.userActivities.compactMap(NavigationEntry.init)
                + (options.shortcutItem.map { [NavigationEntry($0)] } ?? [])
        }
    }
#endif
