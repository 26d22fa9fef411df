import Foundation
import Portus
import Routy
import RoutyHeadless
import RoutyTestSupport
import Testing

/// Requests of thousands of contexts, steps and leaves, from the app or from outside (a link, a
/// log line, a snapshot): no recursion once per element, so no stack overflow, and every
/// completion once. Before the loops were made iterative, the requests of 20 000 contexts below
/// overflowed the main thread's stack. The sizes are above what crashed; timing is for the
/// benchmarks (`RoutyBenchmarks`), not for these tests.
@MainActor
@Suite struct ScaleTests {
    static let size = 20_000

    /// The catalog's stack with `count` products on it, as contexts from the root.
    static func longStack(_ count: Int) -> [Context] {
        [.catalog] + (1...count).map { Context.product($0) }
    }

    /// A shop whose router accepts requests of `size` contexts and more.
    static func shop() throws -> TestShop {
        let shop = try TestShop()
        shop.router.maximumContextsPerRequest = 2 * size
        return shop
    }

    @Test func aRequestOfTwentyThousandNewElementsThatPresentAtOnceEndsOnce() throws {
        let shop = try Self.shop()
        var results: [NavigationResult<Screen>] = []

        shop.router.enqueue(.navigate(to: Self.longStack(Self.size))) { results.append($0) }

        #expect(results.count == 1)
        let report = try #require(results.first?.report)
        #expect(report.created.count == Self.size)
        #expect(report.created.last == .product(Self.size))
        #expect(shop.window.treePath.count == Self.size + 2)
        #expect(shop.window.treePath.last == .product(Self.size))
        #expect(shop.catalog.pushed.count == Self.size)
        #expect(shop.violations == [])
        #expect(shop.tree.dotRepresentation.contains("label=\"product(\(Self.size))\""))
    }

    @Test func popping_twentyThousandScreensInOneRequestLeavesEachOnce() async throws {
        let shop = try Self.shop()
        try await shop.router.perform(.navigate(to: Self.longStack(Self.size)))

        let report = try await shop.router.perform(.goBack(to: .catalog))

        #expect(report.left.count == Self.size)
        #expect(report.left.first == .product(Self.size) && report.left.last == .product(1))
        #expect(shop.path == "app > catalog")
        #expect(shop.catalog.pushed.isEmpty)
        #expect(shop.violations == [])
    }

    @Test func aSnapshotOfATwentyThousandScreenStackIsTakenAndRestored() async throws {
        let saved = NavigationSnapshot<Screen>(
            root: .init(
                .app, presentation: .root,
                tabs: [
                    .init(.home, presentation: .tab),
                    .init(
                        .catalog, presentation: .tab,
                        stack: (1...Self.size).map { .init(.product($0), presentation: .push) }),
                    .init(.profile, presentation: .tab),
                ],
                selectedTab: 1))
        let fresh = try Self.shop()

        let restored = try await fresh.router.restore(saved)

        #expect(restored.isComplete)
        #expect(restored.report.created.count == Self.size)
        #expect(fresh.router.snapshot() == saved)
        #expect(fresh.router.snapshot().elementCount == Self.size + 4)
        #expect(fresh.violations == [])
    }

    @Test func aLogLineOfTwentyThousandContextsReplays() async throws {
        let contexts = Self.longStack(Self.size).dropFirst().map {
            #"{"payload":\#($0.payload ?? 0),"type":"product"}"#
        }
        let line =
            #"{"id":1,"kind":"request","source":"app","steps":[{"navigate":[{"type":"catalog"},"#
            + contexts.joined(separator: ",") + "]}]}"
        let entries = try NavigationLogEntry<Screen>.entries(jsonLines: line)
        let shop = try Self.shop()

        let replayed = await shop.router.replay(entries)

        #expect(replayed.steps.count == 1)
        #expect(replayed.steps.first?.replayed?.instructions.count == Self.size + 1)
        #expect(shop.window.treePath.last == .product(Self.size))
        #expect(shop.violations == [])
    }

    @Test func aCatchAllLinkOfTenThousandSegmentsOpensAScreenPerSegment() async throws {
        let shop = try Self.shop()
        var links = DeeplinkTable<Screen>()
        links.register("shop://deep/**") { link in
            [.catalog] + link.catchAll.map { Context.product(Int($0) ?? 0) }
        }
        shop.router.deeplinks = links
        let segments = 10_000
        let link = "shop://deep/" + (1...segments).map(String.init).joined(separator: "/")

        let report = try await shop.router.perform(.open(link))

        #expect(report.created.count == segments)
        #expect(shop.window.treePath.last == .product(segments))
        #expect(shop.violations == [])
    }

    @Test func aRequestOfTwentyThousandStepsEndsOnceWithEveryInstruction() async throws {
        let shop = try Self.shop()
        // The first step pushes a product, each later one gives it the next payload.
        let steps = (1...Self.size).map { NavigationStep<Screen>.navigate(to: .product($0)) }
        var results: [NavigationResult<Screen>] = []

        shop.router.enqueue(NavigationRequest([.navigate(to: .catalog)] + steps)) { results.append($0) }

        #expect(results.count == 1)
        let report = try #require(results.first?.report)
        #expect(report.instructions.count == Self.size + 1)
        #expect(report.created == [.product(1)] && report.updated.count == Self.size - 1)
        #expect(shop.path == "app > catalog > product(\(Self.size))")
        #expect(shop.violations == [])
    }

    @Test func aHundredThousandCancelledTicketsEachEndOnceAsCancelled() throws {
        let shop = try Self.shop()
        let count = 100_000
        var outcomes = [Int](repeating: 0, count: count)
        var cancelledErrors = 0
        var tickets: [NavigationTicket] = []
        var cancelled = 0
        var cancelledTwice = 0

        // Queued from a completion, while the first request still runs: they all wait.
        shop.router.enqueue(.navigate(to: .catalog)) { _ in
            for index in 0..<count {
                tickets.append(
                    shop.router.enqueue(.navigate(to: .product(index))) { result in
                        outcomes[index] += 1
                        if result.failure?.cause == .cancelled { cancelledErrors += 1 }
                    })
            }
            // Newest first: the order in which a search from the front finds each last.
            for ticket in tickets.reversed() where ticket.cancel() { cancelled += 1 }
            for ticket in tickets where ticket.cancel() { cancelledTwice += 1 }
        }

        #expect(cancelled == count && cancelledTwice == 0)
        #expect(outcomes.allSatisfy { $0 == 1 })
        #expect(cancelledErrors == count)
        #expect(shop.router.pendingCount == 0 && !shop.router.isRunning)
        #expect(shop.path == "app > catalog")
        #expect(shop.madeCount == 0)
    }

    @Test func cancellingSomeTicketsLetsTheOthersRunInOrder() throws {
        let shop = try Self.shop()
        var ran: [Int] = []
        var cancelled: [Int] = []

        shop.router.enqueue(.navigate(to: .catalog)) { _ in
            var tickets: [NavigationTicket] = []
            for index in 0..<10 {
                tickets.append(
                    shop.router.enqueue(.navigate(to: .product(index))) { result in
                        if result.failure?.cause == .cancelled { cancelled.append(index) } else { ran.append(index) }
                    })
            }
            for index in [9, 0, 4, 5] { #expect(tickets[index].cancel()) }
            #expect(shop.router.pendingCount == 6)
        }

        #expect(cancelled == [9, 0, 4, 5])
        #expect(ran == [1, 2, 3, 6, 7, 8])
        #expect(shop.router.pendingCount == 0)
    }
}
