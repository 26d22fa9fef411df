/// A full path from the root of the tree to the node to show.
public typealias StaticRoutingDestination = [RoutingEntry]

/// A single node that the active leaf can enter from anywhere, such as a modal.
public typealias DynamicRoutingDestination = RoutingEntry

/// A namespace for an app's destinations; extend its members with static properties.
///
/// ```swift
/// extension RoutingTable.StaticEntries {
///     static let colorList: StaticRoutingDestination = [.root, .colorList].entries
/// }
/// ```
public enum RoutingTable {
    /// Extend with the app's static destinations: paths from the root.
    public enum StaticEntries {}
    /// Extend with the app's dynamic destinations: entries that can be entered from anywhere.
    public enum DynamicEntries {}
}
