// Navigation stacks, modal presentations and the view modifiers around them. How this file keeps
// the pages' attributes: see SwiftUI.swift.

import UIKit  // `NSUserActivity`, Foundation's on Apple's platforms, is in the UIKit stand-in

// https://developer.apple.com/documentation/swiftui/navigationstack — iOS 16.0, macOS 13.0,
// tvOS 16.0, watchOS 9.0, visionOS 1.0
// `nonisolated struct NavigationStack<Data, Root> where Root : View`
public nonisolated struct NavigationStack<Data, Root: View>: View {
    // https://developer.apple.com/documentation/swiftui/navigationstack/init(path:root:)-3bt4q
    // `nonisolated init(path: Binding<Data>, @ContentBuilder root: () -> Root) where Data : MutableCollection,
    //  Data : RandomAccessCollection, Data : RangeReplaceableCollection, Data.Element : Hashable`
    public nonisolated init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where
        Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
        Data.Element: Hashable
    {}

    public var body: Never { return fatalError() }
}

// https://developer.apple.com/documentation/swiftui/viewmodifier — iOS 13.0
// `@MainActor @preconcurrency protocol ViewModifier`
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View

    // https://developer.apple.com/documentation/swiftui/viewmodifier/content — `typealias Content`
    typealias Content = _ViewModifier_Content<Self>

    // https://developer.apple.com/documentation/swiftui/viewmodifier/body(content:)
    // `@ContentBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body`
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

// The type of `ViewModifier.Content`, which the page leaves unnamed.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public var body: Never { return fatalError() }
}

// https://developer.apple.com/documentation/swiftui/modifiedcontent — iOS 13.0
// `@frozen struct ModifiedContent<Content, Modifier>`, a `View` where `Content : View, Modifier : ViewModifier`
@frozen
public struct ModifiedContent<Content, Modifier> {
    // https://developer.apple.com/documentation/swiftui/modifiedcontent/init(content:modifier:)
    public nonisolated init(content: Content, modifier: Modifier) {}
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public var body: Never { return fatalError() }
}

extension View {
    // https://developer.apple.com/documentation/swiftui/view/modifier(_:) — iOS 13.0
    // `nonisolated func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T>`
    public nonisolated func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }

    // https://developer.apple.com/documentation/swiftui/view/navigationdestination(for:destination:)
    // — iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
    // `nonisolated func navigationDestination<D, C>(for data: D.Type, @ContentBuilder destination: @escaping (D) -> C)
    //  -> some View where D : Hashable, C : View`
    public nonisolated func navigationDestination<D: Hashable, C: View>(
        for data: D.Type,
        @ViewBuilder destination: @escaping (D) -> C
    ) -> some View { self }

    // https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:) — iOS 13.0, macOS 10.15
    // `nonisolated func sheet<Item, Content>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    //  @ContentBuilder content: @escaping (Item) -> Content) -> some View where Item : Identifiable, Content : View`
    public nonisolated func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>,
        onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View { self }

    // https://developer.apple.com/documentation/swiftui/view/fullscreencover(item:ondismiss:content:)
    // — iOS 14.0, tvOS 14.0, watchOS 7.0, visionOS 1.0; not macOS
    // `nonisolated func fullScreenCover<Item, Content>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    //  @ContentBuilder content: @escaping (Item) -> Content) -> some View where Item : Identifiable, Content : View`
    @available(macOS, unavailable)
    public nonisolated func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>,
        onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View { self }

    // https://developer.apple.com/documentation/swiftui/view/popover(item:attachmentanchor:arrowedge:content:)
    // — iOS 13.0, macOS 10.15, visionOS 1.0; not tvOS
    // `nonisolated func popover<Item, Content>(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    //  arrowEdge: Edge? = nil, @ContentBuilder content: @escaping (Item) -> Content) -> some View
    //  where Item : Identifiable, Content : View` (our code passes neither anchor nor edge: their
    //  types are declared without members)
    @available(tvOS, unavailable)
    public nonisolated func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>,
        attachmentAnchor: PopoverAttachmentAnchor? = nil,
        arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View { self }

    // https://developer.apple.com/documentation/swiftui/view/interactivedismissdisabled(_:) — iOS 15.0, macOS 12.0
    // `nonisolated func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View`
    public nonisolated func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }

    // https://developer.apple.com/documentation/swiftui/view/onopenurl(perform:) — iOS 14.0, macOS 11.0
    // `nonisolated func onOpenURL(perform action: @escaping (URL) -> ()) -> some View`
    public nonisolated func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { self }

    // https://developer.apple.com/documentation/swiftui/view/oncontinueuseractivity(_:perform:) — iOS 14.0,
    // macOS 11.0
    // `nonisolated func onContinueUserActivity(_ activityType: String, perform action: @escaping
    //  (NSUserActivity) -> ()) -> some View`
    public nonisolated func onContinueUserActivity(
        _ activityType: String, perform action: @escaping (NSUserActivity) -> Void
    ) -> some View { self }

    // https://developer.apple.com/documentation/swiftui/view/onappear(perform:) — iOS 13.0
    // `nonisolated func onAppear(perform action: (() -> Void)? = nil) -> some View`
    public nonisolated func onAppear(perform action: (() -> Void)? = nil) -> some View { self }

    // https://developer.apple.com/documentation/swiftui/view/ondisappear(perform:) — iOS 13.0
    // `nonisolated func onDisappear(perform action: (() -> Void)? = nil) -> some View`
    public nonisolated func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }
}

// https://developer.apple.com/documentation/swiftui/navigationsplitview — iOS 16.0, macOS 13.0,
// tvOS 16.0, watchOS 9.0, visionOS 1.0
// `nonisolated struct NavigationSplitView<Sidebar, Content, Detail> where Sidebar : View, Content : View,
//  Detail : View`
public nonisolated struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    // https://developer.apple.com/documentation/swiftui/navigationsplitview/init(sidebar:content:detail:)
    // `nonisolated init(@ContentBuilder sidebar: () -> Sidebar, @ContentBuilder content: () -> Content,
    //  @ContentBuilder detail: () -> Detail)`
    public nonisolated init(
        @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content,
        @ViewBuilder detail: () -> Detail
    ) {}

    // https://developer.apple.com/documentation/swiftui/navigationsplitview/init(sidebar:detail:)
    // `nonisolated init(@ContentBuilder sidebar: () -> Sidebar, @ContentBuilder detail: () -> Detail)
    //  where Content == EmptyView`
    public nonisolated init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail)
    where Content == EmptyView {}

    public var body: Never { return fatalError() }
}

// https://developer.apple.com/documentation/swiftui/popoverattachmentanchor — iOS 13.0, macOS 10.15,
// tvOS 13.0, watchOS 6.0, visionOS 1.0
// `enum PopoverAttachmentAnchor` (no member used: the stub of `popover(item:…)` defaults it)
public enum PopoverAttachmentAnchor: Sendable {}

// https://developer.apple.com/documentation/swiftui/edge — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0
// `@frozen enum Edge` (no member used)
@frozen
public enum Edge: Sendable {}
