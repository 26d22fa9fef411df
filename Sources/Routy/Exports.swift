// An app imports Routy, or its adapter, and nothing else: the names of the routing tree an app
// meets come with it — the tree, its entries, and the protocols the app's own elements adopt.
// Portus's router, instructions, errors, destinations and tables stay behind `import Portus`:
// an app that imports Routy meets one router (`NavigationRouter`), one error type
// (`NavigationError`), one instruction type (`NavigationInstruction`).
//
// Scoped re-exports rather than typealiases: the upcoming feature `MemberImportVisibility` hides
// members declared in extensions of a module the file does not import, and a typealias does not
// import its module, whereas a re-exported declaration imports it — so the members Portus adds
// in extensions (`RoutingTree.mermaidRepresentation`, the protocols' default implementations)
// stay in reach.
// Portus declares no top-level function or operator, which a scoped import would leave out.

@_exported import protocol Portus.Enterable
@_exported import protocol Portus.Leavable
@_exported import protocol Portus.Routable
@_exported import struct Portus.RoutingAnimation
@_exported import typealias Portus.RoutingContext
@_exported import struct Portus.RoutingEntry
@_exported import struct Portus.RoutingIdentifier
@_exported import struct Portus.RoutingStrategy
@_exported import class Portus.RoutingTree
@_exported import protocol Portus.Switchable
