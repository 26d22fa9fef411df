import Portus

extension [RoutingInstruction] {
    /// `["leave(switchNode3)", "switchTo(node1)", …]`.
    var descriptions: [String] { map(\.description) }
}

extension [RoutingEntry] {
    /// The identifiers of the entries, as strings.
    var names: [String] { map(\.identifier.rawValue) }
}

extension RoutingStrategy {
    /// Both strategies, for tests that run side by side under each.
    static let both: [RoutingStrategy] = [.tearDown, .keepBranches]
}
