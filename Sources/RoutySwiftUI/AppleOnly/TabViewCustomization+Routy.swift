// Apple platforms with a customizable tab view only: SwiftUI's TabViewCustomization is on iOS,
// macOS and visionOS, not tvOS nor watchOS. Thin on purpose — what the container does with it is
// in SwiftUITabs+Customization, which builds and is tested everywhere.
#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
    import Routy
    import SwiftUI

    /// SwiftUI's customization, as a ``SwiftUITabs`` reads and writes it: a tab is hidden when its
    /// sidebar visibility is `.hidden`, and shown again as `.visible`; a section's order is
    /// `customization[sectionID:]`.
    @available(iOS 18, macOS 15, visionOS 2, *)
    extension TabViewCustomization: SwiftUITabCustomization {
        public func isTabHidden(_ id: String) -> Bool { self[sidebarVisibility: id] == .hidden }

        public mutating func setTabHidden(_ id: String, _ isHidden: Bool) {
            self[sidebarVisibility: id] = isHidden ? .hidden : .visible
        }

        public func tabOrder(ofSection id: String) -> [String]? { self[sectionID: id] }
    }

    @available(iOS 18, macOS 15, visionOS 2, *)
    extension SwiftUITabs {
        /// The ``customization`` as SwiftUI's `TabViewCustomization`: the binding of
        /// `.tabViewCustomization(_:)`; an empty one while the container has none.
        ///
        /// ```swift
        /// RoutyTabView(tabs) { … }
        ///     .tabViewStyle(.sidebarAdaptable)
        ///     .tabViewCustomization(Bindable(tabs).tabViewCustomization)
        /// ```
        ///
        /// Set it at launch to the one the app persisted (it is `Codable`), and persist it when it
        /// changes: the user's hidden tabs and sections' order come back with it.
        public var tabViewCustomization: TabViewCustomization {
            get { customization as? TabViewCustomization ?? TabViewCustomization() }
            set { customization = newValue }
        }
    }
#endif
