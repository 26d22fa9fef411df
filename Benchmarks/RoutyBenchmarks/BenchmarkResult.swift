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
    /// For `observe` and `observe-tree`: the observation fires per request, and the bound
    /// properties a request changes (the fewest fires that redraw what changed).
    var observationFiresPerRequest: Double?
    var changedPropertiesPerRequest: Double?

    /// `{"name": "plan", "size": 100, "nsPerOp": 812.5}`, with `rssGrowthKB` and `heapGrowthBytes`
    /// for `memory`, `instructionsPerPlan` for `plan`, `instructionsPerRoute` for `route`, and
    /// `observationFiresPerRequest` and `changedPropertiesPerRequest` for `observe` and `observe-tree`.
    var json: String {
        var fields = [
            "\"name\": \"\(name)\"", "\"size\": \(size)", "\"nsPerOp\": \(Self.decimal(nanosecondsPerOperation))",
        ]
        if let rssGrowthKB { fields.append("\"rssGrowthKB\": \(rssGrowthKB)") }
        if let heapGrowthBytes { fields.append("\"heapGrowthBytes\": \(heapGrowthBytes)") }
        if let instructionsPerPlan { fields.append("\"instructionsPerPlan\": \(Self.decimal(instructionsPerPlan))") }
        if let instructionsPerRoute { fields.append("\"instructionsPerRoute\": \(instructionsPerRoute)") }
        if let observationFiresPerRequest {
            fields.append("\"observationFiresPerRequest\": \(Self.hundredths(observationFiresPerRequest))")
        }
        if let changedPropertiesPerRequest {
            fields.append("\"changedPropertiesPerRequest\": \(Self.hundredths(changedPropertiesPerRequest))")
        }
        return "{" + fields.joined(separator: ", ") + "}"
    }

    /// A number with two decimals: the fires per request.
    static func hundredths(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        return "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100)"
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
