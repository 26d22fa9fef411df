// swift-tools-version: 6.2
// The check of the Apple-only code on Linux (.ci/check-apple), not a product and not in any
// app's dependency graph: stub modules named UIKit and SwiftUI hold the documented declarations of
// the members our code uses (Stubs/), and the targets below compile against them, in Swift 6 mode
// with the settings of the package's own targets and warnings as errors:
// - the library's modules, from Sources/ (links to the package's own source folders), where
//   `#if canImport(UIKit)` and `#if canImport(SwiftUI)` are true;
// - one target per Apple-only snippet of the README and the DocC catalogs, which .ci/check-apple
//   writes into Generated/Snippets/ (a block marked `apple-only, continues` joins the target of the
//   Apple-only block before it in the same file);
// - the example apps' sources, from Examples/ (links in Examples/);
// - the snippets and the example apps once more under Xcode 26's project defaults, from the copies
//   .ci/check-apple writes into Generated/XcodeDefaults/ (each target's name ends in _XcodeDefaults).
// The stub modules are built with library evolution, as Apple's frameworks are: an enum they
// declare without `@frozen` is open to our code, as UIKit's imported enums are.
import Foundation
import PackageDescription

/// The settings of every target of the package (Package.swift at the root), plus warnings as errors.
let swiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .unsafeFlags(["-warnings-as-errors"]),
]

/// What a new Xcode 26 project's build settings add for app code: main-actor isolation by default
/// and the "approachable concurrency" features that Swift 6 mode does not already include.
let xcodeDefaults: [SwiftSetting] = swiftSettings + [
    .defaultIsolation(MainActor.self),
    .enableUpcomingFeature("InferIsolatedConformances"),
    .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
]

/// Apple's frameworks are built with library evolution; so are the stand-ins. Not with warnings as
/// errors: Linux's Foundation, which they re-export as UIKit does Apple's, is not built with library
/// evolution, which the compiler warns of once per module; .ci/check-apple lets that one warning
/// of the stand-ins pass, and fails on any other.
let stubSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .unsafeFlags(["-enable-library-evolution"]),
]

/// The stand-ins of Apple's frameworks besides UIKit and SwiftUI that our Apple-only code imports.
let frameworks: [Target.Dependency] = ["AppIntents", "CoreSpotlight", "UserNotifications"]

let library: [Target.Dependency] = [
    "Portus", "Routy", "RoutyHeadless", "RoutyUIKit", "RoutySwiftUI", "UIKit", "SwiftUI",
] + frameworks

/// The folders of a directory of this package, sorted; none when it does not exist.
func folders(in path: String) -> [String] {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(path)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
    return names.filter { name in
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: root.appendingPathComponent(name).path, isDirectory: &isDirectory)
            && isDirectory.boolValue
    }.sorted()
}

let snippets: [Target] = folders(in: "Generated/Snippets").map { name in
    .target(name: name, dependencies: library, path: "Generated/Snippets/\(name)", swiftSettings: swiftSettings)
}

let examples: [Target] = folders(in: "Examples").map { name in
    .target(name: name, dependencies: library + ["Shop"], path: "Examples/\(name)", swiftSettings: swiftSettings)
}

let underXcodeDefaults: [Target] = folders(in: "Generated/XcodeDefaults").map { name in
    .target(
        name: name, dependencies: library + ["Shop"], path: "Generated/XcodeDefaults/\(name)",
        swiftSettings: xcodeDefaults)
}

let checked = snippets + examples + underXcodeDefaults

let package = Package(
    name: "AppleCheck",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16)],
    // One product of every checked target, so that `swift build` compiles them all.
    products: [
        .library(
            name: "AppleCheck",
            type: .static,
            targets: ["RoutyUIKit", "RoutySwiftUI"] + checked.map(\.name)
        )
    ],
    targets: [
        .target(name: "UIKit", path: "Stubs/UIKit", swiftSettings: stubSettings),
        .target(name: "SwiftUI", dependencies: ["UIKit", "AppIntents"], path: "Stubs/SwiftUI", swiftSettings: stubSettings),
        .target(name: "AppIntents", dependencies: ["UIKit"], path: "Stubs/AppIntents", swiftSettings: stubSettings),
        .target(name: "CoreSpotlight", path: "Stubs/CoreSpotlight", swiftSettings: stubSettings),
        .target(name: "UserNotifications", path: "Stubs/UserNotifications", swiftSettings: stubSettings),
        .target(name: "Portus", swiftSettings: swiftSettings),
        .target(name: "Routy", dependencies: ["Portus"], swiftSettings: swiftSettings),
        .target(name: "RoutyHeadless", dependencies: ["Portus", "Routy"], swiftSettings: swiftSettings),
        .target(
            name: "RoutyUIKit", dependencies: ["Portus", "Routy", "UIKit"] + frameworks, swiftSettings: swiftSettings),
        .target(name: "RoutySwiftUI", dependencies: ["Portus", "Routy", "SwiftUI"], swiftSettings: swiftSettings),
        .target(name: "Shop", dependencies: ["Portus", "Routy", "RoutyHeadless"], swiftSettings: swiftSettings),
    ] + checked,
    swiftLanguageModes: [.v6]
)
