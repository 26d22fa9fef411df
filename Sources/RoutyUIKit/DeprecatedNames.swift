import Routy

// The names RoutyUIKit's public types had before issue 23, point 4 — the platform protocols
// dropped the `Protocol` suffix, the modal style took the kit's prefix as SwiftUIModalStyle did —
// kept for one minor release so that code written against them still compiles, with a warning
// and a fix-it.

/// The members of `UIViewController` the adapters use.
@available(*, deprecated, renamed: "PlatformViewController")
public typealias ViewControllerProtocol = PlatformViewController

/// The members of `UINavigationController` the stack adapter uses.
@available(*, deprecated, renamed: "PlatformNavigationController")
public typealias NavigationControllerProtocol = PlatformNavigationController

/// The members of `UITabBarController` the tab adapter uses.
@available(*, deprecated, renamed: "PlatformTabBarController")
public typealias TabBarControllerProtocol = PlatformTabBarController

/// The member of `UIWindow` the window adapter uses.
@available(*, deprecated, renamed: "PlatformWindow")
public typealias WindowProtocol = PlatformWindow

/// How a modal covers what it is presented over.
@available(*, deprecated, renamed: "NavigationPresentation.ModalStyle")
public typealias ModalStyle = NavigationPresentation.ModalStyle
