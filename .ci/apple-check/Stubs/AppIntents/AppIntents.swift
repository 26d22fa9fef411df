// A stand-in for App Intents on Linux, for .ci/check-apple: the declarations of exactly the members
// our code uses, transcribed from their pages on developer.apple.com (named above each), kept as
// Stubs/UIKit/UIKit.swift describes. Requirements the glue does not use are left out, and so are
// the iOS 26 scene-directed types (`TargetContentProvidingIntent`, SwiftUI's
// `onAppIntentExecution(_:perform:)`, `AppIntentSceneDelegate`), which no code of ours uses yet.

@_exported import Foundation

// https://developer.apple.com/documentation/appintents/persistentlyidentifiable — iOS 16.0
// `protocol PersistentlyIdentifiable`
public protocol PersistentlyIdentifiable {}

// https://developer.apple.com/documentation/appintents/intentresult — iOS 16.0
// `protocol IntentResult : Sendable`
public protocol IntentResult: Sendable {}

// https://developer.apple.com/documentation/appintents/appintent — iOS 16.0
// `protocol AppIntent : PersistentlyIdentifiable, _SupportsAppDependencies, Sendable`
// (`_SupportsAppDependencies` is underscored: left out)
public protocol AppIntent: PersistentlyIdentifiable, Sendable {
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

// https://developer.apple.com/documentation/appintents/appentity — iOS 16.0
// `protocol AppEntity : AppValue, DisplayRepresentable, Identifiable where Self == Self.ValueType,
//  Self.ID : EntityIdentifierConvertible, Self.ID : Sendable` (the display representation is not
// used: left out)
public protocol AppEntity: AppValue, Identifiable where ID: EntityIdentifierConvertible, ID: Sendable {}

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
