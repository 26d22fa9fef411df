import Routy

/// How a modal covers what it is presented over: the router's modal styles, which the UIKit
/// adapter gives the presented view controller as its `modalPresentationStyle` when it presents it
/// (``ViewControllerPlatform/modalPresentationStyle(for:)``).
@available(*, deprecated, renamed: "NavigationPresentation.ModalStyle")
public typealias UIKitModalStyle = NavigationPresentation.ModalStyle
