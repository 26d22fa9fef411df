/// One figure of a run: a case at a size.
struct BenchmarkResult {
    var name: String
    var size: Int
    /// The median time per operation, in nanoseconds.
    var nanosecondsPerOperation: Double
    /// For `memory`: the growth of resident memory, in KB.
    var rssGrowthKB: Int?
    /// For `memory`: the growth of the heap's in-use bytes (`mallinfo2().uordblks`), or `nil`
    /// where the C library cannot tell.
    var heapGrowthBytes: Int?
    /// For `plan`: the mean number of instructions of a plan.
    var instructionsPerPlan: Double?
    /// For `route`: the number of instructions of a route.
    var instructionsPerRoute: Int?

    /// `{"name": "plan", "size": 100, "nsPerOp": 812.5}`, with `rssGrowthKB` and `heapGrowthBytes`
    /// for `memory`, `instructionsPerPlan` for `plan` and `instructionsPerRoute` for `route`.
    var json: String {
        var fields = [
            "\"name\": \"\(name)\"", "\"size\": \(size)", "\"nsPerOp\": \(Self.decimal(nanosecondsPerOperation))",
        ]
        if let rssGrowthKB { fields.append("\"rssGrowthKB\": \(rssGrowthKB)") }
        if let heapGrowthBytes { fields.append("\"heapGrowthBytes\": \(heapGrowthBytes)") }
        if let instructionsPerPlan { fields.append("\"instructionsPerPlan\": \(Self.decimal(instructionsPerPlan))") }
        if let instructionsPerRoute { fields.append("\"instructionsPerRoute\": \(instructionsPerRoute)") }
        return "{" + fields.joined(separator: ", ") + "}"
    }

    /// A number with one decimal, as JSON and the table print it.
    static func decimal(_ value: Double) -> String {
        let tenths = (value * 10).rounded()
        guard tenths.isFinite, abs(tenths) < 1e15 else { return "0.0" }
        let whole = Int(tenths)
        let sign = whole < 0 ? "-" : ""
        return "\(sign)\(abs(whole) / 10).\(abs(whole) % 10)"
    }
}
