import Foundation
import RoutySwiftUI
import SwiftUI

/// The user's hidden tabs and the order of the shop section's tabs, kept across launches:
/// SwiftUI's `TabViewCustomization`, which the tab container holds, persisted in the user defaults
/// (it is `Codable`). Restored before or after the window's own state, the two give the same bar.
extension ShopNavigation {
    private static let customizationKey = "tabViewCustomization"

    /// Gives the tab container the customization the user left at the last launch, if any.
    func restoreTabCustomization() {
        guard let data = UserDefaults.standard.data(forKey: Self.customizationKey),
            let customization = try? JSONDecoder().decode(TabViewCustomization.self, from: data)
        else { return }
        tabs.tabViewCustomization = customization
    }

    /// Keeps `customization`, the one the user left, for the next launch.
    func persistTabCustomization(_ customization: TabViewCustomization) {
        guard let data = try? JSONEncoder().encode(customization) else { return }
        UserDefaults.standard.set(data, forKey: Self.customizationKey)
    }
}
