import Routy
import Shop
import Testing

/// `ShopCommand(parsing:)`: the command language of the Playground, one line at a time.
@Suite struct ShopCommandParsingTests {
    static let catalog = ShopContext(.catalog)
    static let shoes = ShopContext(.category, payload: "shoes")
    static let product42 = ShopContext(.product, payload: 42)

    @Test(
        arguments: [
            ("open shop://catalog/shoes/42", ShopCommand.open("shop://catalog/shoes/42")),
            ("open not-even-a-url", .open("not-even-a-url")),
            ("go catalog category:shoes product:42", .go([catalog, shoes, product42])),
            ("go   order:-3", .go([ShopContext(.order, payload: -3)])),
            ("back", .back),
            ("  back  ", .back),
            ("close cart", .close(ShopContext(.cart))),
            ("close product:42", .close(product42)),
            ("tab catalog", .tab(catalog)),
            ("hide search", .hide(.search)),
            ("show sale", .show(.sale)),
            ("login", .login),
            ("logout", .logout),
            ("plan shop://orders/7", .planLink("shop://orders/7")),
            ("plan catalog category:shoes", .planContexts([catalog, shoes])),
            ("plan home", .planContexts([ShopContext(.home)])),
            ("path", .path),
            ("tree", .tree),
            ("dot", .dot),
            ("mermaid", .mermaid),
            ("links", .links),
            ("snapshot", .snapshot),
            ("save /tmp/shop.json", .save("/tmp/shop.json")),
            ("restore shop.json", .restore("shop.json")),
            ("record shop.jsonl", .record("shop.jsonl")),
            ("record off", .recordOff),
            ("replay shop.jsonl", .replay("shop.jsonl")),
            ("check", .check),
            ("help", .help),
            ("width compact", .width(.compact)),
            ("width regular", .width(.regular)),
            ("columns", .columns),
            ("expect path app > catalog > category(shoes)", .expectPath("app > catalog > category(shoes)")),
            ("expect  path  app  >  home ", .expectPath("app > home")),
            ("expect error", .expectError),
            (
                "notify orderShipped order=7",
                .entry(.notification("orderShipped", payload: ["order": "7"]), window: nil)
            ),
            ("notify sale", .entry(.notification("sale"), window: nil)),
            (
                "notify orderShipped order=7 in 2",
                .entry(.notification("orderShipped", payload: ["order": "7"]), window: "2")
            ),
            ("activity", .activity),
            (
                "activity com.example.shop.screen link=shop://cart",
                .entry(.activity("com.example.shop.screen", payload: ["link": "shop://cart"]), window: nil)
            ),
            ("shortcut cart in 1", .entry(.shortcut("cart"), window: "1")),
            ("shortcut in", .entry(.shortcut("in"), window: nil)),
            ("intent Order 7", .entry(.intent("Order", id: "7"), window: nil)),
            ("intent Category hats in 3", .entry(.intent("Category", id: "hats"), window: "3")),
            ("window new", .window(.new)),
            ("window switch 2", .window(.switchTo("2"))),
            ("window close", .window(.close(nil))),
            ("window close 2", .window(.close("2"))),
            ("window list", .window(.list)),
            ("", .nothing),
            ("   \t", .nothing),
            ("# a comment", .nothing),
            ("  #go catalog", .nothing),
        ]
    )
    func reads(line: String, command: ShopCommand) throws {
        #expect(try ShopCommand(parsing: line) == command)
    }

    @Test(
        arguments: [
            ("frobnicate", "unknown command 'frobnicate'; type help for the list"),
            ("Back", "unknown command 'Back'; type help for the list"),
            ("open", "usage: open URL"),
            ("open shop://cart shop://login", "usage: open URL"),
            ("go", "usage: go CONTEXT..."),
            ("back twice", "usage: back"),
            ("close", "usage: close CONTEXT"),
            ("close cart login", "usage: close CONTEXT"),
            ("tab", "usage: tab CONTEXT"),
            ("hide", "usage: hide TYPE"),
            ("show sale arrivals", "usage: show TYPE"),
            ("hide shelf", "cannot read context 'shelf': unknown screen 'shelf'"),
            ("login now", "usage: login"),
            ("logout now", "usage: logout"),
            ("plan", "usage: plan URL | plan CONTEXT..."),
            ("path app", "usage: path"),
            ("tree now", "usage: tree"),
            ("help me", "usage: help"),
            ("width", "usage: width compact | width regular"),
            ("width wide", "usage: width compact | width regular"),
            ("columns now", "usage: columns"),
            ("links shop", "usage: links"),
            ("snapshot now", "usage: snapshot"),
            ("save", "usage: save FILE"),
            ("restore a.json b.json", "usage: restore FILE"),
            ("record", "usage: record FILE | record off"),
            ("replay", "usage: replay FILE"),
            ("check all", "usage: check"),
            ("notify", "usage: notify CATEGORY [KEY=VALUE...] [in WINDOW]"),
            ("notify orderShipped 7", "usage: notify CATEGORY [KEY=VALUE...] [in WINDOW]"),
            ("shortcut", "usage: shortcut TYPE [KEY=VALUE...] [in WINDOW]"),
            ("intent Order", "usage: intent ENTITY ID [in WINDOW]"),
            ("intent Order 7 8", "usage: intent ENTITY ID [in WINDOW]"),
            ("activity link=x", "usage: activity | activity TYPE [KEY=VALUE...] [in WINDOW]"),
            ("window", "usage: window new | window switch N | window close [N] | window list"),
            ("window switch", "usage: window new | window switch N | window close [N] | window list"),
            ("window open 2", "usage: window new | window switch N | window close [N] | window list"),
            ("expect", "usage: expect path P | expect error"),
            ("expect path", "usage: expect path P | expect error"),
            ("expect errors", "usage: expect path P | expect error"),
            (
                "go shelf",
                "cannot read context 'shelf': unknown screen 'shelf'; screens are app, home, catalog, "
                    + "profile, article, category, product, orders, order, cart, login, collections, arrivals, sale, search"
            ),
            ("go catalog product:x", "cannot read context 'product:x': the payload of product is a whole number"),
            ("go category", "cannot read context 'category': category needs a payload, as in category:shoes"),
            ("go order:", "cannot read context 'order:': order needs a payload, as in order:1"),
            ("go home:1", "cannot read context 'home:1': home takes no payload"),
            ("close cart:1", "cannot read context 'cart:1': cart takes no payload"),
            (
                "plan nowhere",
                "cannot read context 'nowhere': unknown screen 'nowhere'; screens are app, home, "
                    + "catalog, profile, article, category, product, orders, order, cart, login, collections, arrivals, "
                    + "sale, search"
            ),
        ]
    )
    func rejects(line: String, message: String) {
        #expect(performing: { try ShopCommand(parsing: line) }, throws: { "\($0)" == message })
    }

    @Test func errorsSayWhichKind() {
        #expect(throws: ShopCommandError.unknownCommand("frobnicate")) { try ShopCommand(parsing: "frobnicate") }
        #expect(throws: ShopCommandError.usage("open", "open URL")) { try ShopCommand(parsing: "open") }
        #expect(throws: ShopCommandError.usage("back", "back")) { try ShopCommand(parsing: "back twice") }
        #expect {
            try ShopCommand(parsing: "go catalog product:x")
        } throws: { error in
            guard case ShopCommandError.badContext(let syntax) = error else { return false }
            return syntax.text == "product:x"
        }
    }
}
