// A stand-in for App Intents on Linux, for .ci/check-apple: the declarations of exactly the members
// our code uses, transcribed from their pages on developer.apple.com (named above each), kept as
// Stubs/UIKit/UIKit.swift describes. Requirements the glue does not use are left out. The iOS 26
// scene-directed intents are here too (`TargetContentProvidingIntent`) and in UIKitOverlay.swift
// (`UISceneAppIntent`, `AppIntentSceneDelegate`, of Apple's cross-import overlay of App Intents and
// UIKit); SwiftUI's `onAppIntentExecution(_:perform:)` is in the SwiftUI stand-in.

@_exported import Foundation

// https://developer.apple.com/documentation/appintents/persistentlyidentifiable — iOS 16.0
// `protocol PersistentlyIdentifiable`
public protocol PersistentlyIdentifiable {}

// https://developer.apple.com/documentation/appintents/intentresult — iOS 16.0
// `protocol IntentResult : Sendable`
public protocol IntentResult: Sendable {}

extension IntentResult {
    // https://developer.apple.com/documentation/appintents/intentresult/result() — iOS 16.0
    // `static func result() -> Self where Self == IntentResultContainer<Never, Never, Never, Never>`
    public static func result() -> Self where Self == IntentResultContainer<Never, Never, Never, Never> {
        IntentResultContainer()
    }
}

// https://developer.apple.com/documentation/appintents/intentresultcontainer — iOS 16.0
// `struct IntentResultContainer<Value, OpensAppIntent, Snippet, Dialog> where Value : _IntentValue,
//  OpensAppIntent : AppIntent` (an `IntentResult`; the constraints, which `Never` meets, left out)
public struct IntentResultContainer<Value, OpensAppIntent, Snippet, Dialog>: IntentResult {}

// Foundation's, which App Intents re-exports: Linux's Foundation has no `LocalizedStringResource`.
// https://developer.apple.com/documentation/foundation/localizedstringresource — iOS 16.0
// `struct LocalizedStringResource`, written as a string literal or interpolation
public struct LocalizedStringResource: ExpressibleByStringInterpolation, Sendable {
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: DefaultStringInterpolation) {}
}

// https://developer.apple.com/documentation/appintents/typedisplayrepresentation — iOS 16.0
// `struct TypeDisplayRepresentation` (ExpressibleByStringLiteral, Sendable)
public struct TypeDisplayRepresentation: ExpressibleByStringLiteral, Sendable {
    public init(stringLiteral value: String) {}
}

// https://developer.apple.com/documentation/appintents/displayrepresentation — iOS 16.0
// `struct DisplayRepresentation`
public struct DisplayRepresentation: Sendable {
    // https://developer.apple.com/documentation/appintents/displayrepresentation/init(title:subtitle:image:) — iOS 16.0
    // `init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image:
    //  DisplayRepresentation.Image? = nil)` (the image is not used: left out)
    public init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil) {}
}

// https://developer.apple.com/documentation/appintents/appintent — iOS 16.0
// `protocol AppIntent : PersistentlyIdentifiable, _SupportsAppDependencies, Sendable`
// (`_SupportsAppDependencies` is underscored: left out)
public protocol AppIntent: PersistentlyIdentifiable, Sendable {
    // https://developer.apple.com/documentation/appintents/appintent/title — iOS 16.0
    // `static var title: LocalizedStringResource { get }`
    static var title: LocalizedStringResource { get }

    // https://developer.apple.com/documentation/appintents/appintent/init() — iOS 16.0
    // `init()`
    init()

    // https://developer.apple.com/documentation/appintents/appintent/performresult — iOS 16.0
    // `associatedtype PerformResult : IntentResult`
    associatedtype PerformResult: IntentResult

    // https://developer.apple.com/documentation/appintents/appintent/perform() — iOS 16.0
    // `func perform() async throws -> Self.PerformResult`
    func perform() async throws -> Self.PerformResult
}

// https://developer.apple.com/documentation/appintents/systemintent — iOS 16.0
// `protocol SystemIntent : AppIntent`
public protocol SystemIntent: AppIntent {}

// https://developer.apple.com/documentation/appintents/appvalue
// `protocol AppValue` (what `OpenIntent.Value` and `AppEntity` name; its requirements left out)
public protocol AppValue {}

// https://developer.apple.com/documentation/appintents/entityidentifierconvertible — iOS 16.0
// `protocol EntityIdentifierConvertible`
public protocol EntityIdentifierConvertible {
    // https://developer.apple.com/documentation/appintents/entityidentifierconvertible/entityidentifierstring — iOS 16.0
    // `var entityIdentifierString: String { get }`
    var entityIdentifierString: String { get }
}

// https://developer.apple.com/documentation/appintents/entityidentifierconvertible — conforming types: `Int`
extension Int: EntityIdentifierConvertible {
    public var entityIdentifierString: String { String(self) }
}

// https://developer.apple.com/documentation/appintents/entityquery — iOS 16.0
// `protocol EntityQuery : DynamicOptionsProvider, PersistentlyIdentifiable, Sendable`
// (`DynamicOptionsProvider`'s requirements have defaults for an entity query: left out)
public protocol EntityQuery: PersistentlyIdentifiable, Sendable {
    // https://developer.apple.com/documentation/appintents/entityquery/entity — iOS 16.0
    // `associatedtype Entity : AppEntity`
    associatedtype Entity: AppEntity

    // https://developer.apple.com/documentation/appintents/entityquery/entities(for:) — iOS 16.0
    // `func entities(for identifiers: [Self.Entity.ID]) async throws -> [Self.Entity]`
    func entities(for identifiers: [Self.Entity.ID]) async throws -> [Self.Entity]
}

// https://developer.apple.com/documentation/appintents/appentity — iOS 16.0
// `protocol AppEntity : AppValue, DisplayRepresentable, Identifiable where Self == Self.ValueType,
//  Self.ID : EntityIdentifierConvertible, Self.ID : Sendable` (the display representation is not
// used: left out)
public protocol AppEntity: AppValue, Identifiable where ID: EntityIdentifierConvertible, ID: Sendable {
    // https://developer.apple.com/documentation/appintents/appentity/defaultquery-swift.associatedtype — iOS 16.0
    // `associatedtype DefaultQuery : EntityQuery`
    associatedtype DefaultQuery: EntityQuery

    // https://developer.apple.com/documentation/appintents/appentity/defaultquery-swift.type.property — iOS 16.0
    // `static var defaultQuery: Self.DefaultQuery { get }`
    static var defaultQuery: Self.DefaultQuery { get }

    // https://developer.apple.com/documentation/appintents/typedisplayrepresentable/typedisplayrepresentation — iOS 16.0
    // `static var typeDisplayRepresentation: TypeDisplayRepresentation { get }`
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }

    // https://developer.apple.com/documentation/appintents/instancedisplayrepresentable/displayrepresentation — iOS 16.0
    // `var displayRepresentation: DisplayRepresentation { get }`
    var displayRepresentation: DisplayRepresentation { get }
}

// https://developer.apple.com/documentation/appintents/intentparameter — iOS 16.0
// `@propertyWrapper final class IntentParameter<Value> where Value : _IntentValue, Value : Sendable`,
// written `@Parameter` in an intent (the underscored `_IntentValue` left out; only the initializer
// of an entity parameter is declared)
@propertyWrapper
public final class IntentParameter<Value: Sendable>: @unchecked Sendable {
    // https://developer.apple.com/documentation/appintents/intentparameter — "Entities"
    // `convenience init(title: LocalizedStringResource, description: LocalizedStringResource? = nil)`
    // (its other arguments, each with a default, left out)
    public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil) where Value: AppEntity {}

    // https://developer.apple.com/documentation/appintents/intentparameter/wrappedvalue — iOS 16.0
    // `var wrappedValue: Value { get set }`
    public var wrappedValue: Value {
        get { fatalError("a stub: nothing here runs") }
        set {}
    }
}

extension AppIntent {
    // https://developer.apple.com/documentation/appintents/appintent/parameter — iOS 16.0
    // `typealias Parameter<Value> = IntentParameter<Value> where Value : _IntentValue, Value : Sendable`
    public typealias Parameter<Value: Sendable> = IntentParameter<Value>
}

// https://developer.apple.com/documentation/appintents/openintent — iOS 16.0
// `protocol OpenIntent : SystemIntent`
public protocol OpenIntent: SystemIntent {
    // https://developer.apple.com/documentation/appintents/openintent/value — iOS 16.0
    // `associatedtype Value : AppValue`
    associatedtype Value: AppValue

    // https://developer.apple.com/documentation/appintents/openintent/target — iOS 16.0
    // `var target: Self.Value { get set }`
    var target: Self.Value { get set }
}

// https://developer.apple.com/documentation/appintents/targetcontentprovidingintent — iOS 26.0, iPadOS,
// Mac Catalyst, tvOS and visionOS 26.0 (not macOS)
// `protocol TargetContentProvidingIntent : AppIntent`
@available(iOS 26.0, tvOS 26.0, *)
@available(macOS, unavailable)
public protocol TargetContentProvidingIntent: AppIntent {
    // https://developer.apple.com/documentation/appintents/targetcontentprovidingintent/contentidentifier — iOS 26.0
    // `var contentIdentifier: String { get }`; "the protocol provides a default implementation of
    // this property and sets its value to the name of the app intent type"
    var contentIdentifier: String { get }
}

@available(iOS 26.0, tvOS 26.0, *)
@available(macOS, unavailable)
extension TargetContentProvidingIntent {
    public var contentIdentifier: String { String(describing: Self.self) }
}
