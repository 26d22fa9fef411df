import SeededRandom

/// The orders in which SwiftUI could deliver the bindings' writes of one transaction: it
/// documents none, so a test delivers them in every order, or in orders chosen from a seed.
enum WriteOrders {
    /// Every order of `items`: n! of them (Heap's algorithm, without recursion); keep n small.
    static func all<T>(_ items: [T]) -> [[T]] {
        var items = items
        var orders = [items]
        var counters = Array(repeating: 0, count: items.count)
        var index = 1
        while index < items.count {
            if counters[index] < index {
                items.swapAt(index.isMultiple(of: 2) ? 0 : counters[index], index)
                orders.append(items)
                counters[index] += 1
                index = 1
            } else {
                counters[index] = 0
                index += 1
            }
        }
        return orders
    }

    /// `count` orders of `items`, each a shuffle chosen from `seed`.
    static func seeded<T>(_ items: [T], seed: UInt64, count: Int) -> [[T]] {
        var random = SeededGenerator(seed: seed)
        return (0..<count).map { _ in items.shuffled(using: &random) }
    }
}
