import Routy

/// The context types of the benchmarks' apps and deeplink tables.
enum BenchScreen: String, Hashable, Sendable {
    /// The root tab container.
    case app
    /// A tab's stack, or a deeplink's first segment.
    case section
    /// A pushed screen.
    case screen
    /// A nested tab container.
    case tabs
    /// A screen pushed on top of a stack by a request, updated in place by the next ones.
    case detail
    /// A deeplink parameter, converted.
    case item
}

/// A context of the benchmarks.
typealias BenchContext = NavigationContext<BenchScreen>
