// An app imports Routy, or its adapter, and nothing else: the routing tree's names an app meets
// (`RoutingTree`, `RoutingEntry`, `RoutingAnimation`, `RoutingStrategy`, `Leavable`,
// `Switchable`, …) come with it. A re-export rather than one typealias per type: the upcoming
// feature `MemberImportVisibility` hides members declared in extensions of a module the file
// does not import, and a typealias does not import its module, whereas a re-exported module
// counts as imported; it also keeps the protocols' extensions, the operators and the DocC links
// of Portus in reach without a list that has to follow every public name of Portus.
@_exported import Portus
