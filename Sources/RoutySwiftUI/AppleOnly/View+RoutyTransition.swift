// Apple platforms only: SwiftUI does not exist elsewhere.
#if canImport(SwiftUI)
    import SwiftUI

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    extension View {
        /// The view with `transition` as its navigation transition, where SwiftUI has it: a zoom
        /// from the source view of its identifier in `namespace` (iOS 18 and later; not macOS). For
        /// a pushed screen (`RoutyNavigationStack`) and a presented one (`.routySheet`) alike.
        ///
        /// - Parameters:
        ///   - transition: A screen's transition.
        ///   - namespace: The namespace of the source views; the view unchanged when `nil`.
        /// - Returns: The view, with the transition where it applies.
        @ViewBuilder
        func routyTransition(_ transition: SwiftUITransition, in namespace: Namespace.ID?) -> some View {
            #if os(macOS)
                self
            #else
                if #available(iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
                    if let namespace, let sourceID = transition.zoomSourceID {
                        navigationTransition(.zoom(sourceID: sourceID, in: namespace))
                    } else {
                        self
                    }
                } else {
                    self
                }
            #endif
        }
    }
#endif
