// Apple's cross-import overlay of App Intents and UIKit (`_AppIntents_UIKit`), whose declarations
// a file that imports both sees: the scene-directed intents of a UIKit app. Kept as
// Stubs/UIKit/UIKit.swift describes.

import UIKit

// https://developer.apple.com/documentation/appintents/uisceneappintent — iOS 26.0, iPadOS, Mac
// Catalyst, tvOS and visionOS 26.0
// `protocol UISceneAppIntent : TargetContentProvidingIntent` (its `uiScene` and
// `performNavigation(forScene:)` are not used: left out)
@available(iOS 26.0, tvOS 26.0, *)
@available(macOS, unavailable)
public protocol UISceneAppIntent: TargetContentProvidingIntent {}

// https://developer.apple.com/documentation/appintents/appintentscenedelegate — iOS 26.0, iPadOS,
// Mac Catalyst, tvOS and visionOS 26.0
// `protocol AppIntentSceneDelegate : UISceneDelegate` (main-actor isolated, as UISceneDelegate is)
@available(iOS 26.0, tvOS 26.0, *)
@available(macOS, unavailable)
@MainActor
public protocol AppIntentSceneDelegate: UISceneDelegate {
    // https://developer.apple.com/documentation/appintents/appintentscenedelegate/scene(_:willperformappintent:) — iOS 26.0
    // `func scene(_ scene: UIScene, willPerformAppIntent appIntent: any UISceneAppIntent)`; "if you
    // don't implement this method in your scene delegate, the system calls the
    // `performNavigation(forScene:)` method of the app intent" — optional, as UIKit's members are
    func scene(_ scene: UIScene, willPerformAppIntent appIntent: any UISceneAppIntent)
}

@available(iOS 26.0, tvOS 26.0, *)
@available(macOS, unavailable)
extension AppIntentSceneDelegate {
    // Optional in App Intents: a conformer need not implement it (UIKit.swift says why this default).
    public func scene(_ scene: UIScene, willPerformAppIntent appIntent: any UISceneAppIntent) {}
}
