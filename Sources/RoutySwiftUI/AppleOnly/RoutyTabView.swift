// Apple platforms only: SwiftUI does not exist elsewhere. Thin on purpose — every decision is in
// SwiftUITabs, which builds and is tested everywhere.
#if canImport(SwiftUI)
    import Routy
    import SwiftUI

    /// A `TabView` whose selection is a ``SwiftUITabs``' ``SwiftUITabs/selection``: the router switches
    /// through the model, and the user's tab taps reach the model through the binding.
    ///
    /// Give each tab its tab's context as its value:
    ///
    /// ```swift
    /// RoutyTabView(tabs) {
    ///     Tab("Home", systemImage: "house", value: home.context) {
    ///         RoutyNavigationStack(home) { ScreenView($0) }
    ///     }
    ///     Tab("Catalog", systemImage: "bag", value: catalog.context) {
    ///         RoutyNavigationStack(catalog) { ScreenView($0) }
    ///     }
    /// }
    /// ```
    ///
    /// A section of tabs (`TabSection`, a group in the iPad sidebar) is a ``SwiftUITabs`` among the
    /// model's tabs; its tabs' values are their own contexts, as the selection names the tab
    /// inside the section (see ``SwiftUITabs/selection``).
    ///
    /// With `.tabViewStyle(.sidebarAdaptable)` the view binds the selection with the width class
    /// it is drawn in (``SwiftUITabs/subscript(selectionShownIn:)``), so that a sidebar collapsing
    /// into a bar keeps the selected tab's stack; give each tab and section its
    /// ``SwiftUITabs/customizationID(of:)`` and bind ``SwiftUITabs/tabViewCustomization`` with
    /// `.tabViewCustomization(_:)` to let the user hide tabs and reorder sections.
    ///
    /// It uses the tab builder of iOS 18 and macOS 15; on iOS 17 and macOS 14, bind
    /// `Bindable(tabs).selection` to a `TabView` of your own.
    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    public struct RoutyTabView<ContextType: Hashable & Sendable, Tabs: TabContent>: View
    where Tabs.TabValue == NavigationContext<ContextType> {
        @Bindable private var model: SwiftUITabs<ContextType>
        @Environment(\.horizontalSizeClass) private var horizontalSizeClass
        private let tabs: Tabs

        /// Creates the container's view.
        ///
        /// - Parameters:
        ///   - model: The tab container it shows.
        ///   - tabs: The tabs, each with its tab's context as its value.
        public init(
            _ model: SwiftUITabs<ContextType>,
            @TabContentBuilder<NavigationContext<ContextType>> tabs: () -> Tabs
        ) {
            _model = Bindable(model)
            self.tabs = tabs()
        }

        /// The tab view, bound to the model's selection in the width class it is drawn in.
        public var body: some View {
            TabView(selection: $model[selectionShownIn: horizontalSizeClass == .compact ? .compact : .regular]) {
                tabs
            }
        }
    }
#endif
