// Navigation transitions (iOS 18): a zoom from a source view. How this file keeps the pages'
// attributes: see SwiftUI.swift.

// https://developer.apple.com/documentation/swiftui/namespace — iOS 14.0, macOS 11.0, tvOS 14.0,
// watchOS 7.0, visionOS 1.0
// `@frozen @propertyWrapper struct Namespace`
@frozen @propertyWrapper
public struct Namespace: DynamicProperty {
    // https://developer.apple.com/documentation/swiftui/namespace/id — `@frozen struct ID`, `Hashable`
    @frozen
    public struct ID: Hashable {}

    // https://developer.apple.com/documentation/swiftui/namespace/init() — `init()`
    public init() {}

    // https://developer.apple.com/documentation/swiftui/namespace/wrappedvalue
    // `var wrappedValue: Namespace.ID { get }`
    public var wrappedValue: Namespace.ID { ID() }
}

// https://developer.apple.com/documentation/swiftui/navigationtransition — iOS 18.0, macOS 15.0,
// tvOS 18.0, watchOS 11.0, visionOS 2.0
// `protocol NavigationTransition`
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public protocol NavigationTransition {}

// https://developer.apple.com/documentation/swiftui/zoomnavigationtransition — iOS 18.0, tvOS 18.0,
// watchOS 11.0, visionOS 2.0; not macOS. `struct ZoomNavigationTransition`, `NavigationTransition`.
@available(iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@available(macOS, unavailable)
public struct ZoomNavigationTransition: NavigationTransition {}

@available(iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@available(macOS, unavailable)
extension NavigationTransition where Self == ZoomNavigationTransition {
    // https://developer.apple.com/documentation/swiftui/navigationtransition/zoom(sourceid:in:)
    // `static func zoom(sourceID: some Hashable, in namespace: Namespace.ID) -> ZoomNavigationTransition`
    public static func zoom(sourceID: some Hashable, in namespace: Namespace.ID) -> ZoomNavigationTransition {
        ZoomNavigationTransition()
    }
}

extension View {
    // https://developer.apple.com/documentation/swiftui/view/navigationtransition(_:) — iOS 18.0,
    // macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0
    // `nonisolated func navigationTransition(_ style: some NavigationTransition) -> some View`
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    public nonisolated func navigationTransition(_ style: some NavigationTransition) -> some View { self }
}
