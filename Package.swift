// swift-tools-version: 6.2
import PackageDescription

/// Every target compiles in Swift 6 mode with the same upcoming features.
let swiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
    name: "Routy",
    // The platforms .ci/check-apple checks the Apple-only code for (Mac Catalyst is iOS there).
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16)],
    products: [
        .library(name: "Portus", targets: ["Portus"]),
        .library(name: "Routy", targets: ["Routy"]),
        .library(name: "RoutyHeadless", targets: ["RoutyHeadless"]),
        .library(name: "RoutyUIKit", targets: ["RoutyUIKit"]),
        .library(name: "RoutySwiftUI", targets: ["RoutySwiftUI"]),
        .library(name: "RoutyInspector", targets: ["RoutyInspector"]),
    ],
    targets: [
        .target(name: "Portus", swiftSettings: swiftSettings),
        .target(name: "Routy", dependencies: ["Portus"], swiftSettings: swiftSettings),
        .target(name: "RoutyHeadless", dependencies: ["Portus", "Routy"], swiftSettings: swiftSettings),
        // The UIKit adapters: their logic is written against protocols and compiles everywhere;
        // the files under AppleOnly/ make UIKit's classes adopt them and compile only with UIKit.
        .target(name: "RoutyUIKit", dependencies: ["Portus", "Routy"], swiftSettings: swiftSettings),
        // The observable models compile everywhere (Observation ships with the toolchain); the
        // SwiftUI views in Sources/RoutySwiftUI/AppleOnly compile only where SwiftUI exists.
        .target(name: "RoutySwiftUI", dependencies: ["Portus", "Routy"], swiftSettings: swiftSettings),
        // The navigation inspector: a navigation log drawn as a self-contained web page. A module of
        // its own, so that an app that never writes the page does not ship it.
        .target(name: "RoutyInspector", dependencies: ["Routy"], swiftSettings: swiftSettings),
        .target(
            name: "Shop",
            dependencies: ["Routy", "RoutyHeadless"],
            path: "Playground/Shop",
            swiftSettings: swiftSettings
        ),
        // The REPL's live inspector: a small HTTP server on 127.0.0.1 (POSIX sockets, no
        // dependency) that serves the inspector page of the session and its new entries.
        .target(
            name: "LiveInspector",
            dependencies: ["Routy", "RoutyInspector", "Shop"],
            path: "Playground/LiveInspector",
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "Playground",
            dependencies: ["Portus", "Routy", "RoutyInspector", "Shop", "LiveInspector"],
            path: "Playground/App",
            swiftSettings: swiftSettings
        ),
        // The benchmarks are a package of their own: Benchmarks/Package.swift.
        // The seeded generator of the randomised tests, the soak test and the benchmarks: a
        // target of the package's own, not a product (Benchmarks/SeededRandom links to it).
        .target(name: "SeededRandom", swiftSettings: swiftSettings),
        // What the Routy, UIKit and SwiftUI test targets share: the event recorder, the result
        // helpers, the interceptor gate, the screens every test app has. Not a product; it
        // imports Testing, so only test targets depend on it.
        .target(
            name: "RoutyTestSupport",
            dependencies: ["Portus", "Routy"],
            path: "Tests/RoutyTestSupport",
            swiftSettings: swiftSettings
        ),
        .testTarget(name: "PortusTests", dependencies: ["Portus", "SeededRandom"], swiftSettings: swiftSettings),
        // Depends on the executable so that SwiftPM builds it; the tests run it from the
        // products directory. The scripts are read from the source tree, not bundled.
        .testTarget(
            name: "PlaygroundTests",
            dependencies: ["Playground", "Shop", "LiveInspector"],
            exclude: ["Scripts"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "RoutyTests",
            dependencies: ["Portus", "Routy", "RoutyHeadless", "SeededRandom", "RoutyTestSupport"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "RoutyUIKitTests",
            dependencies: ["Portus", "Routy", "RoutyUIKit", "SeededRandom", "RoutyTestSupport"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "RoutySwiftUITests",
            dependencies: ["Portus", "Routy", "RoutySwiftUI", "SeededRandom", "RoutyTestSupport"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "RoutyInspectorTests",
            dependencies: ["Routy", "RoutyHeadless", "RoutyInspector"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "SoakTests",
            dependencies: ["Portus", "Routy", "RoutyHeadless", "SeededRandom", "Shop"],
            swiftSettings: swiftSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
