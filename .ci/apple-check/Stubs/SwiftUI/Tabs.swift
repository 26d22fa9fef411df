// Tab views and the tab builder of iOS 18. How this file keeps the pages' attributes: see SwiftUI.swift.

// https://developer.apple.com/documentation/swiftui/tabcontent — iOS 18.0, macOS 15.0, tvOS 18.0,
// watchOS 11.0, visionOS 2.0
// `@MainActor @preconcurrency protocol TabContent<TabValue>`
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@MainActor @preconcurrency
public protocol TabContent<TabValue> {
    // https://developer.apple.com/documentation/swiftui/tabcontent/body-swift.associatedtype
    associatedtype Body: TabContent

    // https://developer.apple.com/documentation/swiftui/tabcontent/tabvalue
    // `associatedtype TabValue : Hashable where Self.TabValue == Self.Body.TabValue`
    associatedtype TabValue: Hashable where Self.TabValue == Self.Body.TabValue

    // https://developer.apple.com/documentation/swiftui/tabcontent/body-swift.property
    // `@TabContentBuilder<Self.TabValue> @MainActor @preconcurrency var body: Self.Body { get }`
    @TabContentBuilder<Self.TabValue> @MainActor @preconcurrency var body: Self.Body { get }
}

// The tab content that `TabContentBuilder` builds, which its pages return as `some TabContent<TabValue>`.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct _BuiltTabs<TabValue: Hashable>: TabContent {
    public var body: _BuiltTabs<TabValue> { return self }
}

// https://developer.apple.com/documentation/swiftui/tabcontentbuilder — iOS 18.0, macOS 15.0,
// tvOS 18.0, watchOS 11.0, visionOS 2.0
// `@resultBuilder struct TabContentBuilder<TabValue> where TabValue : Hashable`
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@resultBuilder
public struct TabContentBuilder<TabValue: Hashable> {
    // https://developer.apple.com/documentation/swiftui/tabcontentbuilder/buildblock(_:)
    // `static func buildBlock(_ content: some TabContent<TabValue>) -> some TabContent<TabValue>`
    public static func buildBlock(_ content: some TabContent<TabValue>) -> _BuiltTabs<TabValue> { _BuiltTabs() }

    // https://developer.apple.com/documentation/swiftui/tabcontentbuilder/buildblock(_:_:)
    // `static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> some TabContent<TabValue>`
    // where `C0 : TabContent, C1 : TabContent, TabValue == C0.TabValue, C0.TabValue == C1.TabValue`
    public static func buildBlock<C0: TabContent, C1: TabContent>(_ c0: C0, _ c1: C1) -> _BuiltTabs<TabValue>
    where C0.TabValue == TabValue, C1.TabValue == TabValue { _BuiltTabs() }

    // https://developer.apple.com/documentation/swiftui/tabcontentbuilder/buildblock(_:_:_:)
    public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent>(_ c0: C0, _ c1: C1, _ c2: C2)
        -> _BuiltTabs<TabValue>
    where C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue { _BuiltTabs() }

    // https://developer.apple.com/documentation/swiftui/tabcontentbuilder/buildblock(_:_:_:_:)
    public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
    ) -> _BuiltTabs<TabValue>
    where C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue {
        _BuiltTabs()
    }

    // https://developer.apple.com/documentation/swiftui/tabcontentbuilder/content
    // `nonisolated struct Content<C> where C : TabContent`, a `View`
    public nonisolated struct Content<C: TabContent>: View {
        public var body: Never { return fatalError() }
    }
}

// https://developer.apple.com/documentation/swiftui/tabview — iOS 13.0
// `struct TabView<SelectionValue, Content> where SelectionValue : Hashable, Content : View`
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    public var body: Never { return fatalError() }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension TabView {
    // https://developer.apple.com/documentation/swiftui/tabview/init(selection:content:) — iOS 18.0,
    // macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0
    // `nonisolated init<C>(selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> C)
    //  where Content == TabContentBuilder<SelectionValue>.Content<C>, C : TabContent`
    public nonisolated init<C: TabContent>(
        selection: Binding<SelectionValue>,
        @TabContentBuilder<SelectionValue> content: () -> C
    ) where Content == TabContentBuilder<SelectionValue>.Content<C> {}
}

// https://developer.apple.com/documentation/swiftui/defaulttablabel — iOS 18.0
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct DefaultTabLabel: View {
    public var body: Never { return fatalError() }
}

// https://developer.apple.com/documentation/swiftui/tab — iOS 18.0, macOS 15.0, tvOS 18.0,
// watchOS 11.0, visionOS 2.0
// `struct Tab<Value, Content, Label>`, a `TabContent` where `Value : Hashable, Content : View, Label : View`
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct Tab<Value, Content, Label> {}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension Tab: TabContent where Value: Hashable, Content: View, Label: View {
    public typealias TabValue = Value
    public var body: _BuiltTabs<Value> { return _BuiltTabs() }

    // https://developer.apple.com/documentation/swiftui/tab/init(_:systemimage:value:content:)
    // `nonisolated init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value,
    //  @ContentBuilder content: () -> Content) where Label == DefaultTabLabel`
    public nonisolated init(
        _ titleKey: LocalizedStringKey,
        systemImage: String,
        value: Value,
        @ViewBuilder content: () -> Content
    ) where Label == DefaultTabLabel {}
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension Tab where Value: Hashable, Content: View, Label: View {
    // https://developer.apple.com/documentation/swiftui/tab/init(_:systemimage:value:role:content:)
    // — iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0
    // `nonisolated init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole?,
    //  @ContentBuilder content: () -> Content) where Label == DefaultTabLabel`
    public nonisolated init(
        _ titleKey: LocalizedStringKey,
        systemImage: String,
        value: Value,
        role: TabRole?,
        @ViewBuilder content: () -> Content
    ) where Label == DefaultTabLabel {}
}

// https://developer.apple.com/documentation/swiftui/tabrole — iOS 18.0, macOS 15.0, tvOS 18.0,
// watchOS 11.0, visionOS 2.0. `struct TabRole`: `Hashable`, `Sendable`.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct TabRole: Hashable, Sendable {
    // https://developer.apple.com/documentation/swiftui/tabrole/search
    // `static var search: TabRole { get }`
    public static var search: TabRole { TabRole() }
}

// https://developer.apple.com/documentation/swiftui/tabsection — iOS 18.0, macOS 15.0, tvOS 18.0,
// watchOS 11.0, visionOS 2.0
// `struct TabSection<Header, Content, Footer, SelectionValue>`, a `TabContent` where `Header : View,
// Content : TabContent, Footer : View, SelectionValue == Content.TabValue`
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct TabSection<Header, Content, Footer, SelectionValue> {}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension TabSection: TabContent
where Header: View, Content: TabContent, Footer: View, SelectionValue == Content.TabValue {
    public typealias TabValue = SelectionValue
    public var body: _BuiltTabs<SelectionValue> { return _BuiltTabs() }

    // https://developer.apple.com/documentation/swiftui/tabsection/init(_:content:)
    // `nonisolated init(_ titleKey: LocalizedStringKey, @TabContentBuilder<SelectionValue> content: () -> Content)
    //  where Header == Text, Footer == EmptyView`
    public nonisolated init(
        _ titleKey: LocalizedStringKey,
        @TabContentBuilder<SelectionValue> content: () -> Content
    ) where Header == Text, Footer == EmptyView {}
}

// The tab view's style. https://developer.apple.com/documentation/swiftui/tabviewstyle — iOS 14.0
// `@MainActor @preconcurrency protocol TabViewStyle`
@MainActor @preconcurrency
public protocol TabViewStyle {}

// https://developer.apple.com/documentation/swiftui/sidebaradaptabletabviewstyle — iOS 18.0,
// macOS 15.0, tvOS 18.0, visionOS 2.0; not watchOS
// `nonisolated struct SidebarAdaptableTabViewStyle`, a `TabViewStyle`
@available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
@available(watchOS, unavailable)
public nonisolated struct SidebarAdaptableTabViewStyle: TabViewStyle {
    // https://developer.apple.com/documentation/swiftui/sidebaradaptabletabviewstyle/init()
    public nonisolated init() {}
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
@available(watchOS, unavailable)
extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    // https://developer.apple.com/documentation/swiftui/tabviewstyle/sidebaradaptable
    // `@MainActor @preconcurrency static var sidebarAdaptable: SidebarAdaptableTabViewStyle { get }`
    @MainActor @preconcurrency public static var sidebarAdaptable: SidebarAdaptableTabViewStyle {
        SidebarAdaptableTabViewStyle()
    }
}

extension View {
    // https://developer.apple.com/documentation/swiftui/view/tabviewstyle(_:) — iOS 14.0
    // `nonisolated func tabViewStyle<S>(_ style: S) -> some View where S : TabViewStyle`
    public nonisolated func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View { self }
}

// The user's customization. https://developer.apple.com/documentation/swiftui/tabviewcustomization
// — iOS 18.0, macOS 15.0, visionOS 2.0; not tvOS, not watchOS. `struct TabViewCustomization`:
// `Equatable`, `Codable`, `Sendable` (what the page's `@AppStorage` persistence relies on).
@available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct TabViewCustomization: Equatable, Codable, Sendable {
    // https://developer.apple.com/documentation/swiftui/tabviewcustomization/init()
    // `init()`: "Creates an empty tab sidebar customization."
    public init() {}

    // https://developer.apple.com/documentation/swiftui/tabviewcustomization/subscript(sidebarvisibility:)
    // — iOS 18.0 (the page marks it replaced by `subscript(tab:)` after iOS 27.3)
    // `subscript(sidebarVisibility id: String) -> Visibility { get set }`; `.automatic` for an id
    // that names no tab, or a tab not customized.
    public subscript(sidebarVisibility id: String) -> Visibility {
        get { .automatic }
        set {}
    }

    // https://developer.apple.com/documentation/swiftui/tabviewcustomization/subscript(sectionid:)
    // — iOS 18.0 (the page marks it replaced by `subscript(section:)` after iOS 27.2)
    // `subscript(sectionID id: String) -> [String]? { get }`: the order of a section's tabs by
    // customization identifier; `nil` when the section was not reordered.
    public subscript(sectionID id: String) -> [String]? { nil }

    // https://developer.apple.com/documentation/swiftui/tabviewcustomization/resetvisibility()
    // `mutating func resetVisibility()`
    public mutating func resetVisibility() {}

    // https://developer.apple.com/documentation/swiftui/tabviewcustomization/resetsectionorder()
    // `mutating func resetSectionOrder()`
    public mutating func resetSectionOrder() {}
}

@available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension View {
    // https://developer.apple.com/documentation/swiftui/view/tabviewcustomization(_:) — iOS 18.0,
    // macOS 15.0, visionOS 2.0
    // `nonisolated func tabViewCustomization(_ customization: Binding<TabViewCustomization>?) -> some View`
    public nonisolated func tabViewCustomization(_ customization: Binding<TabViewCustomization>?) -> some View {
        self
    }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension TabContent {
    // https://developer.apple.com/documentation/swiftui/tabcontent/customizationid(_:) — iOS 18.0,
    // macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0; on a tab or a section
    // `nonisolated func customizationID(_ id: String) -> some TabContent<Self.TabValue>`
    public nonisolated func customizationID(_ id: String) -> some TabContent<Self.TabValue> { self }
}

// https://developer.apple.com/documentation/swiftui/tabcustomizationbehavior — iOS 18.0,
// macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0. `struct TabCustomizationBehavior`: `Equatable`.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct TabCustomizationBehavior: Equatable {
    // https://developer.apple.com/documentation/swiftui/tabcustomizationbehavior/disabled — iOS 18.0,
    // visionOS 2.0; not macOS. `static var disabled: TabCustomizationBehavior { get }`
    @available(iOS 18.0, visionOS 2.0, *)
    @available(macOS, unavailable)
    public static var disabled: TabCustomizationBehavior { TabCustomizationBehavior() }
}

// https://developer.apple.com/documentation/swiftui/adaptabletabbarplacement — iOS 18.0
// `struct AdaptableTabBarPlacement`, `Sendable`
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct AdaptableTabBarPlacement: Sendable {
    // https://developer.apple.com/documentation/swiftui/adaptabletabbarplacement/sidebar — iOS 18.0,
    // visionOS 2.0; not macOS. `static let sidebar: AdaptableTabBarPlacement`
    @available(iOS 18.0, visionOS 2.0, *)
    @available(macOS, unavailable)
    public static let sidebar = AdaptableTabBarPlacement()

    // https://developer.apple.com/documentation/swiftui/adaptabletabbarplacement/tabbar — iOS 18.0,
    // macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0. `static let tabBar: AdaptableTabBarPlacement`
    public static let tabBar = AdaptableTabBarPlacement()
}

@available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension TabContent {
    // https://developer.apple.com/documentation/swiftui/tabcontent/customizationbehavior(_:for:) —
    // iOS 18.0, macOS 15.0, visionOS 2.0
    // `nonisolated func customizationBehavior(_ behavior: TabCustomizationBehavior,
    //  for placements: AdaptableTabBarPlacement...) -> some TabContent<Self.TabValue>`
    public nonisolated func customizationBehavior(
        _ behavior: TabCustomizationBehavior,
        for placements: AdaptableTabBarPlacement...
    ) -> some TabContent<Self.TabValue> { self }
}
