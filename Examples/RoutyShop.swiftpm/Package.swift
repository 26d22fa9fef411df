// swift-tools-version: 6.2
// The example shop as two iOS apps, one in SwiftUI and one in UIKit: open this folder
// (RoutyShop.swiftpm) in Xcode, choose the scheme "Routy Shop" or "Routy Shop UIKit" and an iPhone
// simulator, and run. They use the library from the repository they are in (`../..`), and the
// Playground's `Shop` module (Sources/Shop, a link to Playground/Shop) for the screens, the
// `shop://` links, the sign-in wall and the saved state, so that they show what the Playground's
// tests check. They cannot build on Linux; .ci/check-apple compiles their app sources there.
import AppleProductTypes
import Foundation
import PackageDescription

/// The repository's root package, two folders up. SwiftPM names a package it finds by path after
/// its folder, which is whatever the clone or the unzipped archive was called (`Routy`,
/// `Routy-main`), so the name is read from the path rather than written here.
let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

/// Products of the repository's root package.
func library(_ products: [String]) -> [Target.Dependency] {
    products.map { .product(name: $0, package: repository) }
}

/// An iPhone and iPad app of one target; `infoPlist` adds keys to the Info.plist Xcode writes.
func app(_ name: String, target: String, bundleIdentifier: String, infoPlist: String? = nil) -> Product {
    .iOSApplication(
        name: name,
        targets: [target],
        bundleIdentifier: bundleIdentifier,
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
        ],
        additionalInfoPlistContentFilePath: infoPlist
    )
}

let package = Package(
    name: "RoutyShop",
    platforms: [.iOS("18.0")],
    products: [
        // Both apps open several windows on an iPad: their scene manifest (`UIApplicationSceneManifest`)
        // says `UIApplicationSupportsMultipleScenes`. UIKit calls a scene delegate only in an app
        // whose Info.plist has that manifest; the app delegate then names the delegate's class.
        app("Routy Shop", target: "RoutyShopApp", bundleIdentifier: "dev.routy.shop", infoPlist: "SceneManifest.plist"),
        app(
            "Routy Shop UIKit", target: "RoutyShopUIKitApp", bundleIdentifier: "dev.routy.shop.uikit",
            infoPlist: "SceneManifest.plist"),
    ],
    dependencies: [.package(path: "../..")],
    targets: [
        .executableTarget(
            name: "RoutyShopApp",
            dependencies: library(["RoutySwiftUI", "RoutyUIKit"]) + ["Shop"],
            path: "Sources/RoutyShopApp"
        ),
        .executableTarget(
            name: "RoutyShopUIKitApp",
            dependencies: library(["RoutyUIKit"]) + ["Shop"],
            path: "Sources/RoutyShopUIKitApp"
        ),
        .target(
            name: "Shop",
            dependencies: library(["Routy", "RoutyHeadless"]),
            path: "Sources/Shop"
        ),
    ],
    swiftLanguageModes: [.v6]
)
