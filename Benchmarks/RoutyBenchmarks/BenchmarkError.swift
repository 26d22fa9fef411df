/// A benchmark that could not be set up or ran wrong; the run stops and prints why.
struct BenchmarkError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
