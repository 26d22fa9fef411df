import Foundation
import Portus
import Routy
import RoutyHeadless
import RoutyTestSupport
import Testing

/// A `NavigationRecorder` writes a router's requests, outcomes and the user's changes as JSON
/// Lines; `router.replay(_:)` runs them again.
@MainActor
@Suite struct RecordReplayTests {
    /// A shop with a recorder that keeps its lines.
    @MainActor
    final class Recorded {
        let shop: TestShop
        var lines: [String] = []
        var recorder: NavigationRecorder<Screen>?

        init() throws {
            shop = try TestShop()
            recorder = NavigationRecorder(router: shop.router) { [unowned self] in lines.append($0) }
        }

        var log: String { lines.joined(separator: "\n") }
    }

    @Test func aLogHasEveryRequestItsOutcomeAndWhatTheUserDid() async throws {
        let recorded = try Recorded()
        let shop = recorded.shop
        try await shop.router.perform(.navigate(to: [.catalog, .category("shoes"), .product(42)]))
        _ = await shop.router.result(of: NavigationRequest([.close(.cart)], source: "close"))
        let product = try #require(shop.window.element(showing: .product(42)))
        product.leaveNode(with: product.entry, animated: true) { #expect($0) }
        shop.tabs.switchToNode(with: shop.home.entry, animated: true) { #expect($0) }
        recorded.recorder?.mark("signed-in")

        #expect(recorded.log == Self.pinnedLog)
        #expect(recorded.recorder?.lineCount == 7)
    }

    /// The documented example of the format (the DocC article shows it), byte for byte.
    static let pinnedLog = """
        {"id":1,"kind":"request","source":"app","steps":[{"navigate":[{"type":"catalog"},{"payload":"shoes","type":"category"},{"payload":42,"type":"product"}]}]}
        {"id":1,"instructions":[{"switchTo":{"type":"catalog"}},{"enter":{"payload":"shoes","type":"category"}},{"enter":{"payload":42,"type":"product"}}],"kind":"outcome"}
        {"id":2,"kind":"request","source":"close","steps":[{"close":{"type":"cart"}}]}
        {"error":"cart is not on the active path, nor in another tab: nothing shows it, so there is nothing to close or go back to. Show it with navigate(to:) first.","id":2,"instructions":[],"kind":"outcome","stepIndex":0}
        {"instruction":{"leave":{"payload":42,"type":"product"}},"kind":"user","path":[{"type":"app"},{"type":"catalog"},{"payload":"shoes","type":"category"}]}
        {"instruction":{"switchTo":{"type":"home"}},"kind":"user","path":[{"type":"app"},{"type":"home"}]}
        {"kind":"mark","name":"signed-in"}
        """

    @Test func theLogReadsBackEntryByEntry() throws {
        let entries = try NavigationLogEntry<Screen>.entries(jsonLines: Self.pinnedLog + "\n\n")
        #expect(entries.count == 7)
        #expect(entries[0] == .request(id: 1, [.navigate(to: [.catalog, .category("shoes"), .product(42)])]))
        #expect(
            entries[3]
                == .outcome(
                    id: 2,
                    NavigationLogOutcome(error: NavigationError<Screen>.notShown(.cart).description, stepIndex: 0)))
        #expect(entries[4] == .user(.leave(.product(42)), path: [.app, .catalog, .category("shoes")]))
        #expect(entries[6] == .mark("signed-in"))
        #expect(try entries.map { try $0.jsonLine() }.joined(separator: "\n") == Self.pinnedLog)
    }

    @Test func aReplayDoesWhatTheLogSaysAndGesturesRunAsRequests() async throws {
        let entries = try NavigationLogEntry<Screen>.entries(jsonLines: Self.pinnedLog)
        let shop = try TestShop()
        var marks: [String] = []
        var printed: [String] = []

        let report = await shop.router.replay(
            entries,
            mark: {
                marks.append($0); return true
            }
        ) {
            printed.append($0.description)
        }

        #expect(report.isFaithful, "\(report.divergences)")
        #expect(report.description == "replayed 2 requests, 2 user changes, 1 mark: every one as recorded")
        let expected: [NavigationRequest<Screen>?] = [
            [.navigate(to: [.catalog, .category("shoes"), .product(42)])],
            NavigationRequest([.close(.cart)], source: "close"),
            NavigationRequest([.close(.product(42))], source: .user),
            NavigationRequest([.selectTab(.home)], source: .user), nil,
        ]
        #expect(report.steps.map(\.request) == expected)
        #expect(marks == ["signed-in"])
        #expect(shop.path == "app > home")
        #expect(
            printed == [
                "1 request 1 (app): navigate(catalog, category(shoes), product(42))\n"
                    + "  done: switchTo(catalog), enter(category(shoes)), enter(product(42))",
                "3 request 2 (close): close(cart)\n  error: step 0 failed: cart is not on the active path, nor in another "
                    + "tab: nothing shows it, so there is nothing to close or go back to. Show it with navigate(to:) "
                    + "first. (nothing had been executed)",
                "5 user: leave(product(42))\n  as close(product(42))\n  done: leave(product(42))",
                "6 user: switchTo(home)\n  as selectTab(home)\n  done: switchTo(home)",
                "7 mark: signed-in",
            ])
    }

    /// A log written while the router still failed with `NavigationError.routing(RoutingError)`: the
    /// words of a failed instruction are the same, so the replay is faithful.
    @Test func aFailedInstructionOfAnOlderLogReplaysAsRecorded() async throws {
        let log = """
            {"id":1,"kind":"request","source":"app","steps":[{"navigate":[{"type":"catalog"},{"payload":"shoes","type":"category"}]}]}
            {"error":"leave(product(42)) failed after 1 executed instruction(s): switchTo(catalog).","id":1,"instructions":[{"switchTo":{"type":"catalog"}}],"kind":"outcome","stepIndex":0}
            """
        let shop = try TestShop()
        try await shop.setUp([[.catalog, .category("shoes"), .product(42)], [.home]])
        try #require(shop.element(.product(42))).failNextOperation()

        let report = await shop.router.replay(try NavigationLogEntry<Screen>.entries(jsonLines: log))

        #expect(report.isFaithful, "\(report.divergences)")
    }

    @Test func anEnteredElementIsReplayedAsANavigateToItsPath() async throws {
        let recorded = try Recorded()
        let shop = recorded.shop
        try await shop.router.perform(.navigate(to: [.catalog, .category("shoes")]))
        // The platform pushed a screen on its own, and told the tree.
        let category = try #require(shop.window.element(showing: .category("shoes")))
        category.present(HeadlessScreen<Screen>(.product(7)), as: .push, animated: true) { #expect($0) }

        let entries = try NavigationLogEntry<Screen>.entries(jsonLines: recorded.log)
        #expect(
            entries.last?.replayRequest
                == NavigationRequest([.navigate(to: [.app, .catalog, .category("shoes"), .product(7)])], source: .user))
        let replay = try TestShop()
        #expect(await replay.router.replay(entries).isFaithful)
        #expect(replay.tree.description == shop.tree.description)
    }

    @Test func theSignInFlowReplaysWithItsMarks() async throws {
        var isSignedIn = false
        func wall(_ router: NavigationRouter<Screen>) {
            router.interceptors = [
                SignInInterceptor(
                    requiresSignIn: { $0.type == .orders }, isSignedIn: { isSignedIn }, login: { _ in .login })
            ]
        }
        let recorded = try Recorded()
        wall(recorded.shop.router)
        try await recorded.shop.router.perform(.navigate(to: [.profile, .orders]))
        isSignedIn = true
        recorded.recorder?.mark("signed-in")
        try await recorded.shop.router.perform(.close(.login))
        try await recorded.shop.router.perform(.resumePending)
        #expect(recorded.shop.path == "app > profile > orders")

        isSignedIn = false
        let replay = try TestShop()
        wall(replay.router)
        let entries = try NavigationLogEntry<Screen>.entries(jsonLines: recorded.log)
        let report = await replay.router.replay(entries) { mark in
            isSignedIn = mark == "signed-in"
            return true
        }

        #expect(report.isFaithful, "\(report.divergences)")
        #expect(replay.tree.description == recorded.shop.tree.description)

        // Without the mark, the replay meets the wall again, and says where it differs.
        isSignedIn = false
        let unmarked = try TestShop()
        wall(unmarked.router)
        let diverging = await unmarked.router.replay(entries)
        #expect(diverging.divergences.map(\.number) == [3, 6])
        #expect(diverging.description == "replayed 3 requests, 0 user changes, 1 mark: 2 entries differ")
        #expect(
            diverging.divergences.last?.description
                == "6 request 3 (app): resumePending\n  done: enter(login) (redirected by sign-in; pending: "
                + "navigate(profile, orders))\n  differs from the log: done: switchTo(profile), enter(orders)")
    }

    @Test func aRequestTheAppStoppedInIsReplayedWithNothingToCompare() async throws {
        let log = #"{"id":4,"kind":"request","source":"app","steps":[{"navigate":[{"type":"cart"}]}]}"#
        let shop = try TestShop()
        let report = await shop.router.replay(try NavigationLogEntry<Screen>.entries(jsonLines: log))
        #expect(report.isFaithful && report.steps.first?.recorded == nil)
        #expect(report.steps.first?.replayed == NavigationLogOutcome(instructions: [.enter(.cart)]))
    }

    @Test func cancelledRequestsNeverRanAndAreNotWritten() async throws {
        let recorded = try Recorded()
        let router = recorded.shop.router
        let gate = InterceptorGate()
        router.interceptors = [ScriptedInterceptor("remote", log: InterceptionLog(), gate: gate)]
        router.enqueue(.navigate(to: .cart))
        router.enqueue(.navigate(to: .login)).cancel()
        await yieldUntil("the cart waits at its interceptor") { gate.waitingCount == 1 }
        gate.release()
        await yieldUntil("the cart is shown") { !router.isRunning }
        #expect(recorded.lines.count == 2)
        #expect(!recorded.log.contains("login"))
    }

    @Test func aStoppedOrReleasedRecorderWritesNothingMore() async throws {
        let recorded = try Recorded()
        try await recorded.shop.router.perform(.navigate(to: .cart))
        recorded.recorder?.stop()
        try await recorded.shop.router.perform(.close(.cart))
        recorded.recorder?.mark("after-stop")
        #expect(recorded.lines.count == 2)
        #expect(recorded.recorder?.lineCount == 2)

        var lines: [String] = []
        var recorder: NavigationRecorder<Screen>? = NavigationRecorder(router: recorded.shop.router) {
            lines.append($0)
        }
        _ = recorder
        recorder = nil
        try await recorded.shop.router.perform(.navigate(to: .cart))
        #expect(lines == [])
    }

    struct Opaque: Hashable, Sendable {}

    @Test func anEventThatCannotBeWrittenLeavesAnUnrecordedLine() async throws {
        let recorded = try Recorded()
        _ = await recorded.shop.router.result(of: [.navigate(to: Context(.login, payload: Opaque()))])
        let entries = try NavigationLogEntry<Screen>.entries(jsonLines: recorded.log)
        guard case .unrecorded(let event, let reason) = entries.first else {
            Issue.record("expected an unrecorded entry, got \(entries)")
            return
        }
        #expect(event == "request 1 (app): navigate(login(Opaque()))")
        #expect(reason == "The payload of login(Opaque()) is not Encodable (at steps[0].navigate[0].payload)")
        let report = await (try TestShop()).router.replay(entries)
        #expect(!report.isFaithful)
    }

    @Test(arguments: [
        (
            "{\"kind\":\"request\"}",
            "Line 1 of the navigation log cannot be read: no value for the key `steps` (at steps)."
        ),
        (
            "{\"kind\":\"launch\"}",
            "Line 1 of the navigation log cannot be read: Cannot initialize NavigationLogKind from invalid String value launch (at kind)."
        ),
        ("not json", "Line 1 of the navigation log cannot be read: not valid JSON."),
        // Valid JSON that meets JSONDecoder's limits: the message says which.
        (
            #"{"kind":"mark","name":"a","x":"# + String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
                + "}",
            "Line 1 of the navigation log cannot be read: arrays and objects nested more than 512 levels deep, "
                + "the most JSONDecoder reads."
        ),
        (
            #"{"id":9223372036854775808,"kind":"outcome","instructions":[]}"#,
            "Line 1 of the navigation log cannot be read: the integer 9223372036854775808 is beyond what Int64 "
                + "holds (-9223372036854775808 to 9223372036854775807)."
        ),
        (
            #"{"id":-9223372036854775809,"kind":"outcome","instructions":[],"x":"[[[-99999999999999999999"}"#,
            "Line 1 of the navigation log cannot be read: the integer -9223372036854775809 is beyond what Int64 "
                + "holds (-9223372036854775808 to 9223372036854775807)."
        ),
    ])
    func aLineThatIsNotAnEntryIsATypedErrorNamingTheLine(line: String, message: String) {
        #expect(throws: NavigationLogError.self) { try NavigationLogEntry<Screen>.entries(jsonLines: line) }
        do {
            _ = try NavigationLogEntry<Screen>.entries(jsonLines: line)
        } catch {
            #expect(error.description.hasPrefix(String(message.dropLast())), "\(error)")
        }
    }

    /// Brackets and digits inside strings are text: a line just within the limits reads.
    @Test func aLineWithinJSONDecodersLimitsReads() throws {
        let deepest = String(repeating: "[", count: 510) + String(repeating: "]", count: 510)
        let line = #"{"kind":"mark","name":"[[[[ 99999999999999999999 \"[","x":"# + deepest + "}"
        #expect(try NavigationLogEntry<Screen>.entries(jsonLines: line) == [.mark(#"[[[[ 99999999999999999999 "["#)])
        let largest = #"{"id":9223372036854775807,"kind":"outcome","instructions":[]}"#
        #expect(try NavigationLogEntry<Screen>.entries(jsonLines: largest).count == 1)
    }

    @Test func notesAndBlankLinesAreSkipped() throws {
        let log = "# step 1: go cart\n" + #"{"kind":"mark","name":"a"}"# + "\n\n   # done\n"
        #expect(try NavigationLogEntry<Screen>.entries(jsonLines: log) == [.mark("a")])
    }

    /// A log written on or copied through Windows ends its lines with CRLF, which Swift reads as
    /// one `Character`: each line is still one entry, and line numbers count the same.
    @Test(arguments: ["\n", "\r\n"])
    func linesEndWithLFOrCRLFAndTheLastNeedsNone(_ newline: String) throws {
        let lines = Self.pinnedLog.split(separator: "\n").map(String.init)
        let expected = try NavigationLogEntry<Screen>.entries(jsonLines: Self.pinnedLog)
        let log = lines.joined(separator: newline)
        #expect(try NavigationLogEntry<Screen>.entries(jsonLines: log) == expected)
        #expect(try NavigationLogEntry<Screen>.entries(jsonLines: log + newline) == expected)
        #expect(try NavigationLogEntry<Screen>.entries(jsonLines: "# note" + newline + newline + log) == expected)
        #expect(throws: NavigationLogError.unreadableLine(3, reason: "not valid JSON")) {
            try NavigationLogEntry<Screen>.entries(jsonLines: lines[0] + newline + newline + "not json" + newline)
        }
    }

    @Test func theLineNumberCountsBlankLines() {
        #expect(throws: NavigationLogError.unreadableLine(3, reason: "not valid JSON")) {
            try NavigationLogEntry<Screen>.entries(jsonLines: #"{"kind":"mark","name":"a"}"# + "\n\nnot json")
        }
    }
}
