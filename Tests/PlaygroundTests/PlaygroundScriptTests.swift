import Foundation
import Testing

/// The scripts in `Scripts/`, run as `Playground run FILE`.
///
/// Each script checks itself with `expect path` and `expect error`; the tests add the exit
/// status and pin a few printed lines (plans, reports, the tree) that a path cannot show.
@Suite struct PlaygroundScriptTests {
    /// A script that must pass, and what its run must and must not print.
    struct Script: Sendable, CustomTestStringConvertible {
        var name: String
        var prints: [String]
        var omits: [String] = []

        var testDescription: String { name }
    }

    /// The scripts, read from the source tree rather than bundled with the tests.
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Scripts")

    static let passing: [Script] = [
        Script(
            name: "reuse.txt",
            prints: [
                "plan: (nothing to do)\ndone: (nothing to do)\n",
                "done: leave(product(42))\npath: app > catalog > category(shoes)\n",
                "go catalog, category(shoes), product(42)\nplan: enter(product(42))\n",
                "go category(shoes)\nplan: switchTo(catalog), leave(product(42))\n",
            ]
        ),
        Script(
            name: "payload-update.txt",
            prints: [
                "done: update(product(42) -> product(43))\n",
                "done: update(category(shoes) -> category(boots)), update(product(43) -> product(7))\n",
                "done: leave(product(7)), update(category(boots) -> category(hats))\n",
                "done: update(article(1) -> article(2))\n",
            ]
        ),
        Script(
            name: "tabs.txt",
            prints: [
                "go home, article(1)\nplan: switchTo(home)\ndone: switchTo(home)\n",
                "go category(shoes), product(42)\nplan: switchTo(catalog)\ndone: switchTo(catalog)\n",
                """
                window *
                └─ app *
                   ├─ home
                   │  └─ article(1)
                   ├─ catalog *
                   │  └─ category(shoes) *
                   │     └─ product(42) *
                   ├─ collections
                   │  ├─ arrivals
                   │  └─ sale
                   ├─ profile
                   └─ search()

                """,
                "done: switchTo(home), leave(article(1))\n",
            ]
        ),
        Script(
            name: "tab-group.txt",
            prints: [
                "done: switchTo(collections), switchTo(sale), enter(product(3))\n",
                #"activity: com.example.shop.screen "product(3)" shop://collections/sale/3 (handoff, search)"#,
                // Selecting the group keeps its last selected tab's stack; a link to the group lands
                // on that tab at its root.
                "tab collections\nplan: switchTo(collections)\ndone: switchTo(collections)\n"
                    + "path: app > collections > sale > product(3)\n",
                """
                   ├─ collections *
                   │  ├─ arrivals
                   │  └─ sale *
                   │     └─ product(3) *
                   ├─ profile
                   └─ search()

                """,
                "open shop://collections -> collections\nplan: switchTo(collections), leave(product(3))\n",
                "open shop://collections -> collections\nplan: switchTo(collections)\ndone: switchTo(collections)\n"
                    + "path: app > collections > arrivals\n",
                "plan: switchTo(search()), update(search() -> search(boots))\n",
                #"activity: com.example.shop.screen "search(boots)" shop://search?q=boots (handoff)"#,
                "done: update(search(boots) -> search(red hats))\n",
                // The user hides tabs; a link to a hidden one shows it again, as its plan says.
                "hidden: sale\npath: app > collections > arrivals\n",
                "    sale (hidden) > product(3)\n  profile\n  search() (hidden)\n",
                "error: the bar cannot hide arrivals now",
                "plan: switchTo(sale), leave(product(3)) (shows hidden sale again)\n",
            ]
        ),
        Script(
            name: "modals.txt",
            prints: [
                "done: enter(cart)\npath: app > home > cart\ndone: leave(cart)\npath: app > home\n",
                "open shop://cart -> cart\nplan: (nothing to do)\n",
                "done: leave(cart), leave(product(42)), leave(category(shoes))\npath: app > catalog\n",
            ]
        ),
        Script(
            name: "sign-in.txt",
            prints: [
                "done: enter(login) (redirected by sign-in; pending: navigate(profile, orders, order(7)))\n"
                    + "path: app > home > login\n",
                "signed in\ndone: leave(login), switchTo(profile), enter(orders), enter(order(7))\n"
                    + "path: app > profile > orders > order(7)\n",
                "done: update(order(7) -> order(8))\n",
            ]
        ),
        Script(
            name: "sign-in-cancelled.txt",
            prints: [
                "done: enter(login) (redirected by sign-in; pending: navigate(profile))\n",
                // The cancelled request is not resumed.
                "signed in\ndone: leave(login)\npath: app > home\n",
            ]
        ),
        Script(
            name: "logout.txt",
            prints: [
                "signed out\ndone: leave(order(7)), leave(orders), switchTo(home), leave(article(3))\n"
                    + "path: app > home\n",
                "signed out\ndone: switchTo(home)\npath: app > home\n",
            ],
            omits: ["switchTo(profile), switchTo(home)"]
        ),
        Script(
            name: "bad-input.txt",
            prints: [
                "error: `shop://catalog/%zz` is not a valid deeplink",
                "error: No deeplink pattern matches `shop://nowhere`.",
                "error: The parameter `id` of `shop://orders/seven` is `seven`, which is not a valid Int.",
                "error: unknown command 'frobnicate'; type help for the list\n",
                "error: cannot read context 'shelf': unknown screen 'shelf'",
                "error: cannot read context 'product:x': the payload of product is a whole number\n",
                "error: usage: back\n",
                "error: cart is not on the active path, nor in another tab: nothing shows it, so there is nothing "
                    + "to close or go back to. Show it with navigate(to:) first.\n",
                "error: home is a tab that is not selected: close and goBack(to:) act on the active path only. "
                    + "Select it with selectTab(home).\n",
                "error: cart is not a tab: selectTab selects only the tabs a container shows, and no tab shows cart. "
                    + "Use navigate(to:) to show it.\n",
                "error: catalog is a tab or the root element and cannot be closed on its own; "
                    + "close what it shows, or present another root.\n",
                "error: app is a tab or the root element and cannot be closed on its own",
                "error: catalog is the root of its tab or of the app: there is nothing to go back to.\n",
            ]
        ),
        Script(
            name: "dry-runs.txt",
            prints: [
                "switchTo(catalog)\nenter(category(shoes))\nenter(product(42))\n",
                "update(product(42) -> product(43))\n",
                "switchTo(home)\nenter(article(1))\n(nothing to do)\n",
                // Signed out, the plan of a protected link is the login wall's redirect.
                "enter(login)\n(redirected by sign-in; pending: navigate(profile, orders, order(7)))\n",
            ],
            omits: ["done: update", "done: switchTo(home)", "done: enter(login)"]
        ),
        Script(
            name: "windows.txt",
            prints: [
                #"activity: com.example.shop.screen "product(42)" shop://catalog/shoes/42 (handoff, search)"#,
                "1: app > catalog > category(shoes) > product(42)\n2*: app > home > cart\n",
                // The product's activity goes to window 1, which shows the product, not to window 2.
                "activity(com.example.shop.screen; link=shop://catalog/shoes/42) -> catalog, category(shoes), "
                    + "product(42) in window 1 (not the one worked in)\ndone: (nothing to do)\n",
                // A notification delivered to hidden window 2 changes window 2 only.
                "notification(orderShipped; order=8) -> profile, orders, order(8) in window 2 (not the one worked in)\n"
                    + "done: leave(cart), switchTo(profile), enter(orders), enter(order(8))\n",
                "window 2 closed; window 1\npath: app > profile > orders > order(7)\n",
                "error: The scene `2` is not connected",
                "error: window 1 is the last one\n",
            ]
        ),
    ]

    /// The script whose `expect path` fails.
    static let failing = "expect-path-fails.txt"

    static func path(of name: String) -> String {
        directory.appendingPathComponent(name).path
    }

    @Test(arguments: passing)
    func passes(_ script: Script) async throws {
        let run = try await PlaygroundProcess.run("run", Self.path(of: script.name))
        #expect(run.status == 0, "\(script.name) failed:\n\(run.output)")
        #expect(run.stderr.isEmpty)
        #expect(!run.stdout.contains("script failed"))
        for line in script.prints {
            #expect(run.stdout.contains(line), "\(script.name) does not print \(line)")
        }
        for text in script.omits {
            #expect(!run.stdout.contains(text), "\(script.name) prints \(text)")
        }
    }

    @Test func failingExpectPathNamesTheLineAndTheCommand() async throws {
        let run = try await PlaygroundProcess.run("run", Self.path(of: Self.failing))
        #expect(run.status == 1)
        #expect(
            run.output.contains(
                "expected path app > catalog > category(shoes) > product(43), "
                    + "but it is app > catalog > category(shoes) > product(42)\n"
            )
        )
        #expect(
            run.output.hasSuffix("script failed at line 4: expect path app > catalog > category(shoes) > product(43)\n")
        )
        // The script stops there: `go home` does not run.
        #expect(!run.output.contains("go home"))
    }

    /// A script added to `Scripts/` without a test here would never run.
    @Test func everyScriptHasATest() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.directory.path)
            .filter { $0.hasSuffix(".txt") }
        #expect(Set(files) == Set(Self.passing.map(\.name) + [Self.failing]))
    }
}
