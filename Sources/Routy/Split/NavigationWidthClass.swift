/// How wide the space an element is shown in is, as the platform classes it: a phone in
/// portrait, Slide Over and a narrow window are ``compact``; an iPad in full screen and a Mac
/// window are ``regular``.
///
/// A split container reports its own (``WidthClassReporting``): collapsed it is ``compact`` and
/// shows one stack, expanded it is ``regular`` and shows its columns side by side.
public enum NavigationWidthClass: String, Hashable, Sendable, Codable, CaseIterable {
    /// Narrow: one column, screens pushed on one stack.
    case compact
    /// Wide: columns side by side.
    case regular
}

/// An element that knows the width class it is shown in — a split container, which collapses in
/// ``NavigationWidthClass/compact`` width and expands in ``NavigationWidthClass/regular`` width.
///
/// Read it to decide how to show a screen for the space there is.
@MainActor
public protocol WidthClassReporting: AnyObject {
    /// The width class the element is shown in now.
    var widthClass: NavigationWidthClass { get }
}
