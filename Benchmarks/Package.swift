// swift-tools-version: 6.2
import PackageDescription

// The benchmarks are a package of their own, as swift-collections keeps its benchmarks: the root
// manifest holds the libraries, the Playground and the tests, and an app that depends on Routy
// never resolves this one. Build and run it from here, in release:
//
//     swift run -c release --package-path Benchmarks RoutyBenchmarks
//
// It uses Routy's libraries as an app does, through their products.

/// Every target compiles in Swift 6 mode with the same upcoming features as Routy's.
let swiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
    name: "RoutyBenchmarks",
    // The platforms of Routy's manifest.
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16)],
    dependencies: [.package(name: "Routy", path: "..")],
    targets: [
        .executableTarget(
            name: "RoutyBenchmarks",
            dependencies: [
                .product(name: "Portus", package: "Routy"),
                .product(name: "Routy", package: "Routy"),
                .product(name: "RoutyHeadless", package: "Routy"),
                .product(name: "RoutySwiftUI", package: "Routy"),
                "SeededRandom",
                "CHeapStats",
            ],
            path: "RoutyBenchmarks",
            swiftSettings: swiftSettings
        ),
        // The heap's in-use bytes for the memory benchmark: glibc's mallinfo2 is in <malloc.h>,
        // which the Glibc module does not export.
        .target(name: "CHeapStats", path: "CHeapStats"),
        // The seeded generator of Routy's randomised tests, so that the benchmarks draw the same
        // trees: a link to Sources/SeededRandom (a target of Routy's own, not a product).
        .target(name: "SeededRandom", path: "SeededRandom", swiftSettings: swiftSettings),
    ],
    swiftLanguageModes: [.v6]
)
