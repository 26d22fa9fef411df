import Routy

/// `sheet(item:)` and `fullScreenCover(item:)` present an `Identifiable` item; a context is its
/// own identity, since two equal contexts show the same screen.
///
/// Declared here rather than in `Routy`, which knows nothing of SwiftUI. A modal whose payload
/// is updated in place gets a new identity, so SwiftUI replaces the sheet with one showing the
/// new payload, as its documentation says it does when the item changes.
extension NavigationContext: Identifiable {
    /// The context itself.
    public var id: Self { self }
}
