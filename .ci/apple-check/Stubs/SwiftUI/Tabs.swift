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
