/// What ``NavigationRouter/restore(_:)`` did: the report of its request, and what it left out.
public struct NavigationRestoreReport<ContextType: Hashable & Sendable>: Equatable, Sendable {
    /// The report of the restore's request: what it executed, reused, and what interceptors decided.
    public var report: NavigationReport<ContextType>
    /// The elements the restore left out, and why; empty when the whole snapshot is shown.
    public var skipped: [NavigationSnapshot<ContextType>.Skip]

    /// Creates a restore report.
    ///
    /// - Parameters:
    ///   - report: The report of the restore's request.
    ///   - skipped: The elements it left out.
    public init(report: NavigationReport<ContextType>, skipped: [NavigationSnapshot<ContextType>.Skip]) {
        self.report = report
        self.skipped = skipped
    }

    /// Whether the app shows the whole snapshot: nothing was left out, and no interceptor sent
    /// the restore elsewhere (a sign-in wall keeps it pending instead).
    public var isComplete: Bool {
        skipped.isEmpty && report.redirectedBy.isEmpty
    }
}

extension NavigationRestoreReport: CustomStringConvertible {
    /// The report, then one line for each element left out.
    public var description: String {
        ([report.description] + skipped.map { "skipped \($0)" }).joined(separator: "\n")
    }
}
