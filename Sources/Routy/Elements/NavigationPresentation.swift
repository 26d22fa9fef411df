/// How a new element is shown.
public struct NavigationPresentation: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case push
        case modal
        case root
    }

    let kind: Kind

    /// Pushed onto the nearest navigation stack of the active path.
    public static let push = NavigationPresentation(kind: .push)
    /// Presented modally over the active leaf.
    public static let modal = NavigationPresentation(kind: .modal)
    /// Set as the new root, replacing everything shown.
    public static let root = NavigationPresentation(kind: .root)
}

extension NavigationPresentation: CustomStringConvertible {
    /// `push`, `modal` or `root`.
    public var description: String {
        switch kind {
        case .push: "push"
        case .modal: "modal"
        case .root: "root"
        }
    }
}
