// A stand-in for Core Spotlight on Linux, for .ci/check-apple: the declarations of exactly the
// members our code uses, transcribed from their pages on developer.apple.com (named above each),
// kept as Stubs/UIKit/UIKit.swift describes. Core Spotlight's searchable items are not on tvOS.

@_exported import Foundation

// https://developer.apple.com/documentation/corespotlight/cssearchableitemactiontype — iOS 9.0, not tvOS
// `let CSSearchableItemActionType: String`
@available(tvOS, unavailable)
public let CSSearchableItemActionType: String = ""

// https://developer.apple.com/documentation/corespotlight/cssearchableitemactivityidentifier — iOS 9.0, not tvOS
// `let CSSearchableItemActivityIdentifier: String`
@available(tvOS, unavailable)
public let CSSearchableItemActivityIdentifier: String = ""
