// An app imports its adapter and nothing else: Routy, and the names of Portus that Routy
// re-exports, come with it.
@_exported import Routy
