// Apps and scenes. How this file keeps the pages' attributes: see SwiftUI.swift.

import UIKit  // `UIApplicationDelegate`, of the app delegate adaptor

// https://developer.apple.com/documentation/swiftui/scene — iOS 14.0, macOS 11.0
// `@MainActor @preconcurrency protocol Scene`
@MainActor @preconcurrency
public protocol Scene {
    associatedtype Body: Scene

    // https://developer.apple.com/documentation/swiftui/scene/body-swift.property
    // `@SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }`
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Scene {}

// https://developer.apple.com/documentation/swiftui/scenebuilder — iOS 14.0
// `@resultBuilder struct SceneBuilder`
@resultBuilder
public struct SceneBuilder {
    // https://developer.apple.com/documentation/swiftui/scenebuilder/buildblock(_:)
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}

// https://developer.apple.com/documentation/swiftui/windowgroup — iOS 14.0, macOS 11.0
// `struct WindowGroup<Content> where Content : View`
public struct WindowGroup<Content: View>: Scene {
    // https://developer.apple.com/documentation/swiftui/windowgroup/init(content:) — iOS 14.0
    // `nonisolated init(@ContentBuilder content: () -> Content)`. (The current page marks it
    // deprecated from iOS 18 in favour of `init(makeContent:)`, which is back-deployed to iOS 14;
    // both take the same trailing closure, so `WindowGroup { … }` stays as it is.)
    public nonisolated init(@ViewBuilder content: () -> Content) {}

    public var body: Never { return fatalError() }
}

// https://developer.apple.com/documentation/swiftui/app — iOS 14.0, macOS 11.0
// `@MainActor @preconcurrency protocol App`
@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene

    // https://developer.apple.com/documentation/swiftui/app/body-swift.property
    // `@SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }`
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }

    // https://developer.apple.com/documentation/swiftui/app/init()
    // `@MainActor @preconcurrency init()`
    @MainActor @preconcurrency init()
}

extension App {
    // https://developer.apple.com/documentation/swiftui/app/main()
    // `@MainActor @preconcurrency static func main()`
    @MainActor @preconcurrency public static func main() {}
}

// https://developer.apple.com/documentation/swiftui/uiapplicationdelegateadaptor — iOS 14.0, tvOS 14.0
// `@MainActor @preconcurrency @propertyWrapper struct UIApplicationDelegateAdaptor<DelegateType>
//  where DelegateType : NSObject, DelegateType : UIApplicationDelegate`, a `DynamicProperty`
@available(macOS, unavailable)
@MainActor @preconcurrency @propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType: NSObject & UIApplicationDelegate>: DynamicProperty {
    // https://developer.apple.com/documentation/swiftui/uiapplicationdelegateadaptor/init(_:)-59sfu — iOS 14.0
    // `@MainActor @preconcurrency init(_ delegateType: DelegateType.Type = DelegateType.self)`
    @MainActor @preconcurrency public init(_ delegateType: DelegateType.Type = DelegateType.self) {}

    // https://developer.apple.com/documentation/swiftui/uiapplicationdelegateadaptor/wrappedvalue — iOS 14.0
    // `var wrappedValue: DelegateType { get }`
    public var wrappedValue: DelegateType { fatalError("a stub: nothing here runs") }
}
