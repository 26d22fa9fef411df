// Apple's cross-import overlay of App Intents and SwiftUI (`_AppIntents_SwiftUI`), whose
// declarations a file that imports both sees: the scene-directed intents of a SwiftUI app. Kept as
// Stubs/UIKit/UIKit.swift describes.

import AppIntents

extension View {
    // https://developer.apple.com/documentation/swiftui/view/onappintentexecution(_:perform:) — iOS 26.0,
    // iPadOS, Mac Catalyst, tvOS and visionOS 26.0 (not macOS)
    // `nonisolated func onAppIntentExecution<I>(_ intent: I.Type = I.self, perform action: @escaping
    //  @MainActor (I) -> Void) -> some View where I : TargetContentProvidingIntent`
    @available(iOS 26.0, tvOS 26.0, *)
    @available(macOS, unavailable)
    public nonisolated func onAppIntentExecution<I: TargetContentProvidingIntent>(
        _ intent: I.Type = I.self, perform action: @escaping @MainActor (I) -> Void
    ) -> some View { self }
}
