/// The user's customization of a tab view, as a ``SwiftUITabs`` reads and writes it: SwiftUI's
/// `TabViewCustomization` (iOS 18, macOS 15, visionOS 2), which adopts it on Apple platforms, or
/// a stand-in in a test.
///
/// `TabViewCustomization` keeps what the user changed in a `sidebarAdaptable` tab view, each tab
/// and section named by its customization identifier (`customizationID(_:)`, given by
/// ``SwiftUITabs/customizationID(of:)``): whether a tab is hidden, which the app reads and sets,
/// and the order of the tabs inside each `TabSection`, which the app reads (from iOS 18.4 and
/// macOS 15.4) but cannot set. SwiftUI offers no order of the tabs outside a section.
///
/// A value, `Codable` as SwiftUI's is, so the app may persist it.
public protocol SwiftUITabCustomization: Equatable, Sendable {
    /// Whether the user hid the tab with customization identifier `id`.
    func isTabHidden(_ id: String) -> Bool

    /// Hides the tab with customization identifier `id`, or shows it again.
    mutating func setTabHidden(_ id: String, _ isHidden: Bool)

    /// The customization identifiers of the tabs of the section with customization identifier
    /// `id`, in the order the user left them; `nil` when the user did not reorder them (or the
    /// platform does not tell: before iOS 18.4 and macOS 15.4).
    func tabOrder(ofSection id: String) -> [String]?
}
