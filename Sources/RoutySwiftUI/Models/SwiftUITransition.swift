/// How a screen's push on a ``SwiftUIStack``, or its presentation as a sheet or full-screen cover,
/// is animated: SwiftUI's own transition, or a zoom from a source view
/// (`navigationTransition(.zoom(sourceID:in:))`, iOS 18 and later).
///
/// A context type carries it through the factory's maker; the source view names the same
/// identifier with `matchedTransitionSource(id:in:)`, and `RoutyNavigationStack` (a push) or
/// `.routySheet(_:transitionNamespace:content:)` (a presentation) applies it with the namespace it
/// is given:
///
/// ```swift
/// factory.register(.product) { SwiftUIScreen($0, transition: .zoom(sourceID: $0.description)) }
/// ```
///
/// Where the zoom is not available — before iOS 18, on macOS — the push or presentation keeps
/// SwiftUI's own transition. A popover keeps its own too.
public struct SwiftUITransition: Hashable, Sendable {
    private enum Kind: Hashable, Sendable {
        case automatic
        case zoom(sourceID: String)
    }

    private let kind: Kind

    /// SwiftUI's own transition.
    public static let automatic = SwiftUITransition(kind: .automatic)

    /// A zoom from the view marked with `matchedTransitionSource(id: sourceID, in:)`.
    ///
    /// - Parameter sourceID: The identifier of the source view.
    public static func zoom(sourceID: String) -> SwiftUITransition {
        SwiftUITransition(kind: .zoom(sourceID: sourceID))
    }

    /// The identifier of the source view of a zoom; `nil` for SwiftUI's own transition.
    public var zoomSourceID: String? {
        guard case .zoom(let sourceID) = kind else { return nil }
        return sourceID
    }
}

extension SwiftUITransition: CustomStringConvertible {
    /// `automatic`, or `zoom(ID)`.
    public var description: String {
        zoomSourceID.map { "zoom(\($0))" } ?? "automatic"
    }
}
