import Foundation
import Shop
import Testing

/// The modes of the `Playground` executable, run as a user runs them.
@Suite struct PlaygroundModeTests {
    /// Lines the tour must print, one or more per step.
    static let tourLines = [
        "Start: app > home (signed out)",
        // 1. A deeplink into the catalog.
        "> open shop://catalog/shoes/42",
        "done: switchTo(catalog), enter(category(shoes)), enter(product(42))",
        "path: app > catalog > category(shoes) > product(42)",
        // 2. Payload update.
        "> open shop://catalog/shoes/43",
        "done: update(product(42) -> product(43))",
        "path: app > catalog > category(shoes) > product(43)",
        // 3. Reuse: only the product is left.
        "done: leave(product(43))",
        "path: app > catalog > category(shoes)",
        // 4. Another tab.
        "> open shop://articles/7",
        "path: app > home > article(7)",
        // 5. Back to the catalog: one switch.
        "done: switchTo(catalog)\npath: app > catalog > category(shoes)",
        // 6. A modal.
        "done: enter(cart)",
        "path: app > catalog > category(shoes) > cart",
        // 7. A protected deeplink.
        "> open shop://orders/7",
        "redirected by sign-in",
        "pending: navigate(profile, orders, order(7))",
        "path: app > catalog > category(shoes) > cart > login",
        // 8. Sign-in resumes.
        "signed in\ndone: leave(login), leave(cart), switchTo(profile), enter(orders), enter(order(7))",
        "path: app > profile > orders > order(7)",
        // 9. A bad link.
        "> open shop://orders/seven",
        "error: The parameter `id` of `shop://orders/seven` is `seven`, which is not a valid Int.",
        // 10. A dry run.
        "> plan shop://catalog/boots/1",
        "switchTo(catalog)\nupdate(category(shoes) -> category(boots))\nenter(product(1))",
        // 11. The tree.
        "   ├─ profile *\n   │  └─ orders *\n   │     └─ order(7) *",
        // 12. A notification.
        "notification(orderShipped; order=8) -> profile, orders, order(8) in window 1\n"
            + "done: update(order(7) -> order(8))",
        // 13. A second window.
        "window 2 opened\npath: app > home",
        // 14. An entry for the hidden window.
        "shortcut(cart) -> cart in window 1 (not the one worked in)\ndone: enter(cart)\n"
            + "path: app > profile > orders > order(8) > cart",
        // 15. The windows.
        "1: app > profile > orders > order(8) > cart\n2*: app > home",
        "Try it yourself: swift run Playground repl",
    ]

    @Test(arguments: [[], ["tour"], ["tour", "--regular"], ["--regular"]])
    func tour(arguments: [String]) async throws {
        let run = try await PlaygroundProcess.run(arguments)
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        for line in Self.tourLines {
            #expect(run.stdout.contains(line), "the tour does not print \(line)")
        }
        for number in 1...15 {
            #expect(run.stdout.contains("\n\(number). "), "the tour has no step \(number)")
        }
        #expect(!run.stdout.contains("\u{1B}["), "colour although standard output is not a terminal")
    }

    @Test func examples() async throws {
        let run = try await PlaygroundProcess.run("examples")
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        let instructions = [
            "Example 1: route to switchNode1, node1, node5, node8\n"
                + "  instructions: leave(switchNode3), switchTo(node1), enter(node5), enter(node8)",
            "Example 2: route to switchNode1, switchNode2, node4\n"
                + "  instructions: leave(node8), leave(node5), switchTo(switchNode2), switchTo(node4)",
            "Example 3: route to switchNode1, node1, node6, node11\n"
                + "  instructions: switchTo(node1), enter(node6), enter(node11)",
            "Example 4: route to switchNode1, node2, switchNode3, node13\n"
                + "  instructions: leave(node11), leave(node6), switchTo(node2), enter(switchNode3)",
        ]
        for example in instructions {
            #expect(run.stdout.contains(example), "examples does not print \(example)")
        }
        // The tree printed at the start is the tree of the "Start:" line.
        #expect(
            run.stdout.contains(
                """
                Start: switchNode1, node2, switchNode3, node12
                switchNode1 *
                ├─ switchNode2
                │  ├─ node3
                │  └─ node4
                ├─ node1
                └─ node2 *
                   └─ switchNode3 *
                      ├─ node12 *
                      └─ node13
                """))
    }

    @Test func runReadsStandardInput() async throws {
        let script = """
            open shop://catalog/shoes/42
            expect path app > catalog > category(shoes) > product(42)
            back
            path
            """
        let run = try await PlaygroundProcess.run("run", "-", input: script)
        #expect(run.status == 0)
        #expect(run.stdout.hasSuffix("path: app > catalog > category(shoes)\napp > catalog > category(shoes)\n"))
    }

    @Test func runFromStandardInputFailsAtTheLine() async throws {
        let run = try await PlaygroundProcess.run("run", "-", input: "path\nback\npath\n")
        #expect(run.status == 1)
        #expect(
            run.stdout.contains("error: home is the root of its tab or of the app: there is nothing to go back to."))
        #expect(run.stdout.hasSuffix("script failed at line 2: back\n"))
    }

    @Test func replRunsCommandsPrintsErrorsAndGoesOn() async throws {
        let input = """
            frobnicate
            back
            open shop://catalog/shoes/42
            help
            path
            quit
            path
            """
        let run = try await PlaygroundProcess.run("repl", input: input)
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("Routy Playground: app > home. Type help for the commands, quit to leave.\n"))
        #expect(run.stdout.contains("shop> error: unknown command 'frobnicate'; type help for the list\n"))
        #expect(
            run.stdout.contains(
                "shop> error: home is the root of its tab or of the app: there is nothing to go back to.\n"))
        #expect(run.stdout.contains("path: app > catalog > category(shoes) > product(42)\n"))
        #expect(run.stdout.contains("expect error      fail unless the previous command failed"))
        // `quit` ends the session: the `path` after it is not run.
        #expect(run.stdout.hasSuffix("shop> app > catalog > category(shoes) > product(42)\nshop> \n"))
    }

    @Test func replEndsAtTheEndOfInput() async throws {
        let run = try await PlaygroundProcess.run("repl", input: "go catalog\n")
        #expect(run.status == 0)
        #expect(run.stdout.hasSuffix("path: app > catalog\nshop> \n"))
    }

    @Test func replWithInspectServesOnLoopbackUntilItEnds() async throws {
        let run = try await PlaygroundProcess.run("repl", "--inspect", input: "go catalog\n")
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.dropFirst().first?.hasPrefix("Inspector: http://127.0.0.1:") == true)
        #expect(lines.dropFirst().first?.hasSuffix("/ (live while the REPL runs)") == true)
        #expect(run.stdout.hasSuffix("path: app > catalog\nshop> \n"))
    }

    @Test(arguments: [["--inspect", "nine"], ["--inspect", "70000"], ["--inspect", "0", "1"], ["--live"]])
    func replRefusesABadInspectOption(arguments: [String]) async throws {
        let run = try await PlaygroundProcess.run(["repl"] + arguments)
        #expect(run.status == 2)
        #expect(run.stderr.contains("repl --inspect [PORT]"))
    }

    @Test func replayRunsARecordedLogOnAFreshShop() async throws {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("Playground-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: log) }
        let recorded = try await PlaygroundProcess.run(
            "run", "-", input: "record \(log.path)\nopen shop://orders/7\nlogin\nback\n")
        #expect(recorded.status == 0 && recorded.stderr.isEmpty)

        let run = try await PlaygroundProcess.run("replay", log.path)

        #expect(run.status == 0)
        #expect(run.stderr.isEmpty, "the shop's startup check prints nothing when all is well")
        #expect(run.stdout.hasPrefix("replay \(log.path): 7 entries\n"))
        #expect(
            run.stdout.hasSuffix(
                "replayed 3 requests, 0 user changes, 1 mark: every one as recorded\npath: app > profile > orders\n"))
    }

    @Test func replayOfAMissingLogFails() async throws {
        let run = try await PlaygroundProcess.run("replay", "/nonexistent/shop.jsonl")
        #expect(run.status == 1)
        #expect(run.stdout.hasPrefix("error: cannot read /nonexistent/shop.jsonl"))
    }

    /// A wrong command line says what was wrong with it, then how it is written (issue 33).
    @Test(arguments: [
        (["tuor"], "unknown mode 'tuor'"),
        (["run"], "run takes one FILE, not 0 arguments"),
        (["run", "a.txt", "b.txt"], "run takes one FILE, not 2 arguments"),
        (["replay"], "replay takes one FILE, not 0 arguments"),
        (["repl", "--inspect", "nine"], "repl takes --inspect and a port from 0 to 65535, not '--inspect nine'"),
    ])
    func wrongArgumentsSayWhatWasWrong(arguments: [String], problem: String) async throws {
        let run = try await PlaygroundProcess.run(arguments)
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("error: \(problem)\nusage: swift run Playground [tour]"))
    }

    /// The REPL's help says which screens are behind the sign-in wall (issue 33).
    @Test func theHelpNamesTheScreensBehindTheSignInWall() async throws {
        let run = try await PlaygroundProcess.run(["run", "-"], input: "help\n")
        let wall = ShopScreen.allCases.filter(\.requiresSignIn).map { $0 == .order ? "order:ID" : $0.rawValue }
        #expect(run.stdout.contains("Behind the sign-in wall: \(wall.joined(separator: ", ")) — signed out"))
    }

    /// In regular width the catalog is a three-column split: a deeplink lands in its columns, and
    /// the same paths as in compact width come out — through a collapse and an expand too.
    @Test func theRegularWidthShopShowsTheCatalogInColumns() async throws {
        let script = """
            open shop://catalog/shoes/42
            columns
            width compact
            expect path app > catalog > category(shoes) > product(42)
            width regular
            """
        let run = try await PlaygroundProcess.run(["--regular", "run", "-"], input: script)
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        #expect(run.stdout.contains("columns: catalog | category(shoes) | product(42)\n"))
        #expect(run.stdout.contains("columns: catalog > category(shoes) > product(42) | - | - (collapsed)\n"))
        #expect(
            run.stdout.hasSuffix(
                "columns: catalog | category(shoes) | product(42)\npath: app > catalog > category(shoes) > product(42)\n"
            ))

        let compact = try await PlaygroundProcess.run(["run", "-"], input: "columns\n")
        #expect(compact.status == 1)
        #expect(compact.stdout.contains("error: the catalog has no columns here; run the Playground with --regular"))
    }

    /// The cart is a form sheet in regular width and a plain modal in compact width; the dry run
    /// says so, and `width compact` makes the next one a plain modal.
    @Test func theCartIsAFormSheetInRegularWidth() async throws {
        let script = """
            plan cart
            width compact
            plan cart
            """
        let run = try await PlaygroundProcess.run(["--regular", "run", "-"], input: script)
        #expect(run.status == 0)
        #expect(
            run.stdout
                == "enter(cart)\nshown as cart: modal(formSheet)\ncolumns: catalog | - | - (collapsed)\npath: app > home\nenter(cart)\n"
        )

        let compact = try await PlaygroundProcess.run(["run", "-"], input: "plan cart\n")
        #expect(compact.stdout == "enter(cart)\n")
    }

    @Test func helpPrintsUsage() async throws {
        let run = try await PlaygroundProcess.run("--help")
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("usage: swift run Playground [tour]"))
        #expect(run.stdout.contains("run FILE"))
        #expect(run.stdout.contains("replay FILE"))
    }

    @Test(
        "a script that cannot be read says why",
        arguments: [
            ("/nonexistent/playground-script.txt", "there is no such file"),
            ("/", "it is a directory"),
        ])
    func unreadableScript(path: String, reason: String) async throws {
        let run = try await PlaygroundProcess.run("run", path)
        #expect(run.status == 1)
        #expect(run.stderr == "cannot read \(path): \(reason)\n")
    }
}
