import Foundation
import Portus
import Routy
import Shop
import Testing

/// The Playground's `snapshot`, `save`, `restore`, `record`, `replay` and `check` commands, run on
/// consoles in the test process, with files in a directory of their own.
@MainActor
@Suite struct ShopStateTests {
    /// A fresh directory for one test's files, removed when the test ends.
    final class Directory {
        let url: URL

        init() throws {
            url = FileManager.default.temporaryDirectory.appendingPathComponent("ShopStateTests-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        }

        deinit { try? FileManager.default.removeItem(at: url) }

        func path(_ name: String) -> String { url.appendingPathComponent(name).path }
    }

    /// Runs `script` on `console` and returns what it printed; fails the test when the script fails.
    static func run(_ script: String, on console: ShopConsole, sourceLocation: SourceLocation = #_sourceLocation)
        async -> [String]
    {
        let result = await ShopScript.run(script, on: console)
        #expect(result.failure == nil, "\(result.output)", sourceLocation: sourceLocation)
        return result.output
    }

    @Test func theShopsStartupCheckFindsNothing() throws {
        #expect(try ShopApp().configurationFindings == [])
    }

    @Test func checkSaysAllIsWell() async throws {
        let output = await Self.run("check", on: try ShopConsole())
        #expect(output == ["no findings: the deeplinks, the redirects and the factory fit together"])
    }

    @Test func snapshotPrintsEachTabAndItsStack() async throws {
        let output = await Self.run("open shop://catalog/shoes/42\nopen shop://cart\nsnapshot", on: try ShopConsole())
        #expect(
            output.last
                == "app\n  home\n  catalog * > category(shoes) > product(42) > cart (modal)\n  collections\n    arrivals *\n    sale\n"
                + "  profile\n  search()")
    }

    @Test func aSavedSnapshotIsRestoredInAFreshShopBehindTheSignInWall() async throws {
        let directory = try Directory()
        let file = directory.path("shop.json")
        let saved = try ShopConsole()
        _ = await Self.run(
            """
            open shop://catalog/shoes/42
            login
            open shop://orders/7
            tab catalog
            back
            save \(file)
            """, on: saved)

        let fresh = try ShopConsole()
        let output = await Self.run("restore \(file)\nexpect path app > home > login\nlogin", on: fresh)

        #expect(
            output.contains(
                "plan: navigate(app, profile, orders, order(7)); navigate(app, catalog, category(shoes))"))
        #expect(
            output.contains(
                "done: leave(login), switchTo(profile), enter(orders), enter(order(7)), switchTo(catalog), "
                    + "enter(category(shoes))"))
        #expect(fresh.app.router.snapshot() == saved.app.router.snapshot())
        #expect(fresh.app.tree.description == saved.app.tree.description)
    }

    @Test func restoringAFileThatIsNotASnapshotSaysWhy() async throws {
        let directory = try Directory()
        let file = directory.path("old.json")
        try Data(
            #"{"formatVersion": 1, "root": {"context": {"type": "app"}, "presentation": "root", "selectedTab": 0, "tabs": [{"context": {"type": "wishlist"}, "presentation": "tab"}]}}"#
                .utf8
        ).write(to: URL(fileURLWithPath: file))
        let console = try ShopConsole()
        let outcome = await console.run("restore \(file)")
        #expect(!outcome.succeeded)
        #expect(
            outcome.lines == [
                "error: The context at root.tabs[0].context has the type `wishlist`, which the app does not have; "
                    + "the snapshot is from another version of the app: restore nothing, or map the type."
            ])
        #expect(console.app.path == "app > home")
    }

    @Test func aRecordedSessionReplaysAsRecorded() async throws {
        let directory = try Directory()
        let log = directory.path("shop.jsonl")
        let recorded = try ShopConsole()
        let session = """
            record \(log)
            open shop://catalog/shoes/42
            open shop://orders/7
            back
            expect path app > catalog > category(shoes) > product(42)
            open shop://orders/7
            login
            tab catalog
            close category:shoes
            logout
            record off
            """
        #expect(await Self.run(session, on: recorded).last == "recording stopped: 19 line(s) written")

        let replayed = try ShopConsole()
        let output = await Self.run("replay \(log)", on: replayed)

        #expect(output.first == "replay \(log): 19 entries")
        #expect(output.contains("replayed 8 requests, 0 user changes, 2 marks: every one as recorded"))
        #expect(replayed.app.tree.description == recorded.app.tree.description)
        #expect(!replayed.app.isSignedIn)
        let lines = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n")
        // Login left by back, the user's: the router drops the pending request, and the log says so.
        #expect(lines.filter { $0.contains("pendingDropped") }.count == 1)
        #expect(
            lines.filter { $0.contains("mark") } == [
                #"{"kind":"mark","name":"signed-in"}"#, #"{"kind":"mark","name":"signed-out"}"#,
            ])
        #expect(
            output.contains(
                "17 request 8 (logout): navigate(profile); navigate(home)\n"
                    + "  done: switchTo(profile), leave(order(7)), leave(orders), switchTo(home)"))
    }

    @Test func aReplayThatDiffersFails() async throws {
        let directory = try Directory()
        let log = directory.path("shop.jsonl")
        // The log says the product opened after the factory was turned off: it cannot have.
        let lines = [
            #"{"kind":"mark","name":"factory-off"}"#,
            #"{"id":1,"kind":"request","source":"go","steps":[{"navigate":[{"type":"catalog"},{"payload":1,"type":"product"}]}]}"#,
            #"{"id":1,"instructions":[{"switchTo":{"type":"catalog"}},{"enter":{"payload":1,"type":"product"}}],"kind":"outcome"}"#,
        ]
        try Data(lines.joined(separator: "\n").utf8).write(to: URL(fileURLWithPath: log))
        let console = try ShopConsole()

        let outcome = await console.run("replay \(log)")

        #expect(!outcome.succeeded)
        #expect(
            outcome.lines.contains {
                $0.hasSuffix("\n  differs from the log: done: switchTo(catalog), enter(product(1))")
            })
        #expect(outcome.lines.contains("replayed 1 request, 0 user changes, 1 mark: 1 entry differs"))
    }

    /// A log starts where a new shop starts: replayed in a session that went elsewhere, signed in,
    /// with a fault on, it starts there again and does what the log says (issue 33, point 8).
    @Test func aReplayInsideASessionStartsWhereTheLogStarts() async throws {
        let directory = try Directory()
        let log = directory.path("shop.jsonl")
        let recorded = try ShopConsole()
        _ = await Self.run(
            "record \(log)\nopen shop://orders/7\nback\ngo catalog category:shoes\nrecord off", on: recorded)
        let session = try ShopConsole()
        _ = await Self.run(
            "open shop://articles/1\ngo catalog category:boots product:9\nlogin\ngo profile orders\ngo cart",
            on: session)
        session.app.apply("feature-off category")

        let outcome = await session.run("replay \(log)")

        #expect(outcome.succeeded, "\(outcome.lines)")
        #expect(outcome.lines.contains("from: app > home, signed out"))
        #expect(outcome.lines.last == "path: \(recorded.app.path)")
        #expect(session.app.tree.description == recorded.app.tree.description)
        #expect(!session.app.isSignedIn)
    }

    @Test(arguments: [
        ("fail product:1", true), ("refuse catalog", true), ("accept catalog", true), ("factory-on", true),
        ("feature-off category", true), ("feature-on category", true), ("loop-on", true), ("loop-off", true),
        ("fail product:9", false), ("signed-in now", false), ("dance", false), ("feature-off wishlist", false),
    ])
    func marksTheShopKnows(mark: String, applied: Bool) async throws {
        let console = try ShopConsole()
        _ = await Self.run("go catalog product:1", on: console)
        #expect(console.app.apply(mark) == applied)
    }

    /// The soak test turns feature flags off and a redirect loop on through marks: a category
    /// then falls back to the catalog, another screen is rejected, and the cart loops until the
    /// router stops the chain.
    @Test func featureFlagsAndTheRedirectLoopAreMarks() async throws {
        let console = try ShopConsole()
        console.app.apply("feature-off category")
        _ = await Self.run("go catalog category:shoes", on: console)
        #expect(console.app.path == "app > catalog")
        console.app.apply("feature-on category")
        console.app.apply("feature-off article")
        let rejected = await console.app.perform([.navigate(to: ShopContext(.article, payload: 1))])
        guard case .failure(let rejection) = rejected, case .rejected(by: "feature-flags", _, _) = rejection.cause
        else {
            Issue.record("expected a rejection by the feature flags, got \(rejected)")
            return
        }

        console.app.apply("loop-on")
        let looped = await console.app.perform([.navigate(to: ShopContext(.cart))])
        let chain = Array(repeating: "redirect-loop", count: NavigationRouter<ShopScreen>.redirectLimit + 1)
        guard case .failure(let failure) = looped else {
            Issue.record("expected the loop to fail, got \(looped)")
            return
        }
        #expect(failure.cause == .tooManyRedirects(chain))
        console.app.apply("loop-off")
        _ = await Self.run("open shop://cart", on: console)
        #expect(console.app.path == "app > catalog > cart")
    }

    @Test func aFaultMarkReplaysTheFault() async throws {
        let directory = try Directory()
        let log = directory.path("shop.jsonl")
        let recorded = try ShopConsole()
        _ = await Self.run("record \(log)\ngo catalog product:1", on: recorded)
        recorded.app.apply("fail product:1")
        _ = await recorded.run("back")
        _ = await recorded.run("record off")

        let replayed = try ShopConsole()
        let output = await Self.run("replay \(log)", on: replayed)
        #expect(output.contains("3 mark: fail product:1"))
        #expect(output.contains("replayed 2 requests, 0 user changes, 1 mark: every one as recorded"))
        #expect(replayed.app.path == "app > catalog > product(1)")
    }
}
