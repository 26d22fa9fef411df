// swift-tools-version: 6.0
// The example shop as an iOS app: open this folder (RoutyShop.swiftpm) in Xcode, choose an iPhone
// simulator and run. It uses the library from the repository it is in (`../..`), and the
// Playground's `Shop` module (Sources/Shop, a link to Playground/Shop) for the screens, the
// `shop://` links and the sign-in rule, so that it shows what the Playground's tests check.
// It cannot build on Linux; .ci/check-apple compiles its app sources there instead.
import AppleProductTypes
import PackageDescription

/// Products of the repository's root package; a clone keeps its folder's name, Routy, which is
/// the package's identity.
func library(_ products: [String]) -> [Target.Dependency] {
    products.map { .product(name: $0, package: "Routy") }
}

let package = Package(
    name: "RoutyShop",
    platforms: [.iOS("18.0")],
    products: [
        .iOSApplication(
            name: "Routy Shop",
            targets: ["RoutyShopApp"],
            bundleIdentifier: "dev.routy.shop",
            teamIdentifier: "",
            displayVersion: "1.0",
            bundleVersion: "1",
            appIcon: .placeholder(icon: .bag),
            accentColor: .presetColor(.blue),
            supportedDeviceFamilies: [.pad, .phone],
            supportedInterfaceOrientations: [
                .portrait,
                .landscapeRight,
                .landscapeLeft,
                .portraitUpsideDown(.when(deviceFamilies: [.pad])),
            ]
        )
    ],
    dependencies: [.package(path: "../..")],
    targets: [
        .executableTarget(
            name: "RoutyShopApp",
            dependencies: library(["Portus", "Routy", "RoutySwiftUI"]) + ["Shop"],
            path: "Sources/RoutyShopApp"
        ),
        .target(
            name: "Shop",
            dependencies: library(["Portus", "Routy", "RoutyHeadless"]),
            path: "Sources/Shop"
        ),
    ],
    swiftLanguageModes: [.v6]
)
