// A stand-in for SwiftUI on Linux, for .ci/check-apple: the Swift declarations of exactly the
// SwiftUI members that Sources/RoutySwiftUI/AppleOnly, the Apple-only snippets of the docs and the
// example apps use, each transcribed from its page on developer.apple.com (named above it), with
// the isolation and availability the page states. Nothing here runs. How availability is checked
// on Linux: see Stubs/UIKit/UIKit.swift and .ci/check-apple.
//
// What the pages print differently from what Swift lets a stub say:
// - The current pages print content closures as `@ContentBuilder`; the SDKs of iOS 16–18 declare
//   the same closures `@ViewBuilder`, which is what our code writes. Here they are `@ViewBuilder`.
// - Views' `body` types that the pages do not show (SwiftUI's own views are primitive) are `Never`,
//   and modifiers return `self` behind their `some View`: the type is opaque to callers either way.
// - SwiftUI re-exports Foundation (`URL` in `onOpenURL`) and Observation (`@Observable`).

@_exported import Foundation
@_exported import Observation

// https://developer.apple.com/documentation/swiftui/view — iOS 13.0
// `@MainActor @preconcurrency protocol View`
@MainActor @preconcurrency
public protocol View {
    // https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype
    associatedtype Body: View

    // https://developer.apple.com/documentation/swiftui/view/body-8kl5o
    // `@ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }`
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// https://developer.apple.com/documentation/swiftui/never — `extension Never : View`
extension Never: View {
    public var body: Never { return fatalError() }
}

// https://developer.apple.com/documentation/swiftui/viewbuilder — iOS 13.0
// `@resultBuilder struct ViewBuilder`: the members its pages list that our closures need.
@resultBuilder
public struct ViewBuilder {
    // https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock()
    public static func buildBlock() -> EmptyView { EmptyView() }

    // https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
        (repeat each Content)
    > {
        TupleView((repeat each content))
    }

    // https://developer.apple.com/documentation/swiftui/viewbuilder/buildif(_:)
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    // https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:)
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
        -> _ConditionalContent<TrueContent, FalseContent>
    { fatalError() }

    // https://developer.apple.com/documentation/swiftui/viewbuilder/buildlimitedavailability(_:) — iOS 14.0
    // `static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView where Content : View`
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }

    // https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(second:)
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
        -> _ConditionalContent<TrueContent, FalseContent>
    { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/anyview — iOS 13.0
// `@frozen struct AnyView`
@frozen
public struct AnyView: View {
    // https://developer.apple.com/documentation/swiftui/anyview/init(_:) — `nonisolated init<V>(_ view: V) where V : View`
    public nonisolated init<V: View>(_ view: V) {}
    public var body: Never { return fatalError() }
}

// https://developer.apple.com/documentation/swiftui/emptyview — `@frozen struct EmptyView`
@frozen
public struct EmptyView: View {
    // https://developer.apple.com/documentation/swiftui/emptyview/init() — `nonisolated init()`
    public nonisolated init() {}
    public var body: Never { return fatalError() }
}

// https://developer.apple.com/documentation/swiftui/tupleview — `@frozen struct TupleView<T>`, whose
// members are all nonisolated
@frozen
public nonisolated struct TupleView<T>: View {
    // https://developer.apple.com/documentation/swiftui/tupleview/value
    public var value: T
    // https://developer.apple.com/documentation/swiftui/tupleview/init(_:) — `nonisolated init(_ value: T)`
    public nonisolated init(_ value: T) { self.value = value }
    public var body: Never { return fatalError() }
}

// https://developer.apple.com/documentation/swiftui/_conditionalcontent
@frozen
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    public var body: Never { return fatalError() }
}

// https://developer.apple.com/documentation/swiftui/view-implementations — `extension Optional : View where Wrapped : View`
extension Optional: View where Wrapped: View {
    public var body: Never { return fatalError() }
}

// https://developer.apple.com/documentation/swiftui/localizedstringkey — iOS 13.0
// `@frozen struct LocalizedStringKey`, `ExpressibleByStringLiteral`
@frozen
public struct LocalizedStringKey: ExpressibleByStringLiteral, Sendable {
    public init(stringLiteral value: String) {}
}

// https://developer.apple.com/documentation/swiftui/text — iOS 13.0
// `@frozen struct Text`
@frozen
public struct Text: View {
    // https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4
    // `init<S>(_ content: S) where S : StringProtocol` (nonisolated, as SwiftUI's views' initializers are)
    public nonisolated init<S: StringProtocol>(_ content: S) {}

    public var body: Never { return fatalError() }
}

// https://developer.apple.com/documentation/swiftui/button — iOS 13.0
// `struct Button<Label> where Label : View`
public struct Button<Label: View>: View {
    // https://developer.apple.com/documentation/swiftui/button/init(_:action:)-1asy
    // `@preconcurrency nonisolated init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void)`
    @preconcurrency
    public nonisolated init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void)
    where Label == Text {}

    // https://developer.apple.com/documentation/swiftui/button/init(_:action:)-lpm7
    // `@preconcurrency nonisolated init<S>(_ title: S, action: @escaping @MainActor () -> Void) where S : StringProtocol`
    // (SwiftUI's interface marks it `@_disfavoredOverload`, which the page does not show, so that a
    // string literal is a localized key.)
    @preconcurrency @_disfavoredOverload
    public nonisolated init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void)
    where Label == Text {}

    public var body: Never { return fatalError() }
}

// https://developer.apple.com/documentation/swiftui/horizontalalignment — iOS 13.0
// `@frozen struct HorizontalAlignment`
@frozen
public struct HorizontalAlignment: Sendable {
    // https://developer.apple.com/documentation/swiftui/horizontalalignment/center — `static let center: HorizontalAlignment`
    public static let center = HorizontalAlignment()
}

// https://developer.apple.com/documentation/swiftui/vstack — iOS 13.0
// `@frozen nonisolated struct VStack<Content> where Content : View`
@frozen
public nonisolated struct VStack<Content: View>: View {
    // https://developer.apple.com/documentation/swiftui/vstack/init(alignment:spacing:content:)
    // `nonisolated init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    //  @ContentBuilder content: () -> Content)`
    public nonisolated init(
        alignment: HorizontalAlignment = .center,
        spacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {}

    public var body: Never { return fatalError() }
}

// https://developer.apple.com/documentation/swiftui/foreach — iOS 13.0
// `struct ForEach<Data, ID, Content> where Data : RandomAccessCollection, ID : Hashable`
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {}

extension ForEach: View where Content: View {
    public var body: Never { return fatalError() }
}

extension ForEach where Content: View {
    // https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:) — iOS 13.0
    // `nonisolated init(_ data: Data, id: KeyPath<Data.Element, ID>, @ContentBuilder content:
    //  @escaping (Data.Element) -> Content)`
    public nonisolated init(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {}
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    // https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)-ktgx — iOS 13.0
    // `init(_ data: Range<Int>, @ContentBuilder content: @escaping (Int) -> Content)`, for "a given
    // constant range"; SwiftUI's interface marks it `@_semantics("swiftui.requires_constant_range")`,
    // so that the compiler warns where the range is not made of integer literals.
    @_semantics("swiftui.requires_constant_range")
    public nonisolated init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {}
}
