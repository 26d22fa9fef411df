// The names the models had before they were named like the other kits' (`HeadlessStack`,
// `UIKitStack`, `SwiftUIStack`; issue 23, point 4), kept for one minor release so that code
// written against them still compiles, with a warning and a fix-it.

/// A screen's model.
@available(*, deprecated, renamed: "SwiftUIScreen")
public typealias RoutyScreen = SwiftUIScreen

/// A navigation stack's model.
@available(*, deprecated, renamed: "SwiftUIStack")
public typealias RoutyStack = SwiftUIStack

/// A tab view's model.
@available(*, deprecated, renamed: "SwiftUITabs")
public typealias RoutyTabs = SwiftUITabs

/// The model of what an element presents modally.
@available(*, deprecated, renamed: "SwiftUIModal")
public typealias RoutyModal = SwiftUIModal

/// What the SwiftUI models have in common.
@available(*, deprecated, renamed: "SwiftUIElement")
public typealias RoutyElement = SwiftUIElement

/// How an element is shown when it is presented modally.
@available(*, deprecated, renamed: "SwiftUIModalStyle")
public typealias RoutyModalStyle = SwiftUIModalStyle

/// Why an element could not be shown as the root of a routing tree.
@available(*, deprecated, renamed: "SwiftUIRootError")
public typealias RoutyRootError = SwiftUIRootError
