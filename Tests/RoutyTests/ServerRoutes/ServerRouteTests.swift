import Routy
import RoutyTestSupport
import Testing

@Suite("Server routes")
struct ServerRouteTests {
    typealias Context = NavigationContext<Screen>

    static let registry: ServerRouteRegistry<Screen> = {
        var registry = ServerRouteRegistry<Screen>()
        registry.register("catalog", as: .catalog)
        registry.register("category", as: .category, payload: String.self)
        registry.register("product", as: .product, payload: ProductPayload.self)
        registry.register("item", as: .product, payload: ProductPayload.self)
        registry.register("search", as: .search, payload: SearchQuery.self)
        return registry
    }()

    @Test(
        "a route decodes into a context",
        arguments: [
            ("catalog", Context(.catalog)),
            (#"category|"shoes""#, Context(.category, payload: "shoes")),
            (#"product|{"id":42}"#, Context(.product, payload: ProductPayload(id: 42))),
            (#"product| { "id" : 42 } "#, Context(.product, payload: ProductPayload(id: 42))),
            (#"item|{"id":7}"#, Context(.product, payload: ProductPayload(id: 7))),
            (#"search|{"page":2,"text":"a|b"}"#, Context(.search, payload: SearchQuery(text: "a|b", page: 2))),
        ])
    func decodes(route: String, context: Context) throws {
        #expect(try Self.registry.context(from: route) == context)
    }

    @Test(
        "a JSON array of routes decodes into a context sequence",
        arguments: [
            ("[]", "[]"),
            (#"["catalog"]"#, "[catalog]"),
            (#"["catalog","category|\"shoes\"","product|{\"id\":42}"]"#, "[catalog, category(shoes), product(#42)]"),
            (#" [ "catalog" , "item|{\"id\":1}" ] "#, "[catalog, product(#1)]"),
        ])
    func decodesArrays(json: String, contexts: String) throws {
        #expect(describe(try Self.registry.contexts(fromJSONArray: json)) == contexts)
        #expect(describe(try Self.registry.contexts(from: [])) == "[]")
    }

    @Test(
        "contexts encode into routes that decode back to them",
        arguments: [
            ([], "[]"),
            ([Context(.catalog)], #"["catalog"]"#),
            (
                [
                    Context(.catalog), Context(.category, payload: "shoes/bags"),
                    Context(.product, payload: ProductPayload(id: 42)),
                ],
                #"["catalog","category|\"shoes/bags\"","product|{\"id\":42}"]"#
            ),
            (
                [Context(.search, payload: SearchQuery(text: "red", page: 1))],
                #"["search|{\"page\":1,\"text\":\"red\"}"]"#
            ),
        ] as [([Context], String)])
    func roundTrip(contexts: [Context], json: String) throws {
        #expect(try Self.registry.jsonArray(for: contexts) == json)
        #expect(try Self.registry.contexts(fromJSONArray: json) == contexts)
        let routes = try contexts.map { try Self.registry.route(for: $0) }
        #expect(try Self.registry.contexts(from: routes) == contexts)
    }

    @Test("a type registered under several names is written with the first")
    func alias() throws {
        #expect(
            try Self.registry.route(for: Context(.product, payload: ProductPayload(id: 7)))
                == #"product|{"id":7}"#)
    }

    @Test(
        "an unknown type is reported naming the route and the registered names",
        arguments: [
            ("unknown", "unknown"),
            (#"help|{"topic":"returns"}"#, "help"),
            ("Catalog", "Catalog"),
            (" catalog", " catalog"),
        ])
    func unknownType(route: String, name: String) {
        let known = ["catalog", "category", "item", "product", "search"]
        #expect(throws: ServerRouteError.unknownType(name, route: route, known: known)) {
            try Self.registry.context(from: route)
        }
        #expect(throws: ServerRouteError.unknownType(name, route: route, known: known)) {
            try Self.registry.contexts(from: ["catalog", route])
        }
    }

    @Test(
        "a payload that does not fit is reported naming the route and why",
        arguments: [
            (#"product|{"id":"42"}"#, "it is not a ProductPayload in JSON (expected Int at `id`)"),
            (#"product|{"ident":42}"#, "it is not a ProductPayload in JSON (no value for the key `id`)"),
            (#"product|{"id":null}"#, "it is not a ProductPayload in JSON (expected Int at `id`, found null)"),
            (#"product|{"id":42"#, "it is not a ProductPayload in JSON (not valid JSON)"),
            ("product|42", "it is not a ProductPayload in JSON (expected Dictionary<String, Any> at the top level)"),
            (#"category|shoes"#, "it is not a String in JSON (not valid JSON)"),
            (
                #"product|{"id":9223372036854775808}"#,
                "it is not a ProductPayload in JSON (the integer 9223372036854775808 is beyond what Int64 holds"
                    + " (-9223372036854775808 to 9223372036854775807))"
            ),
            ("product", "the type `product` needs a ProductPayload payload after `|`"),
            ("product|", "the type `product` needs a ProductPayload payload after `|`"),
            (#"catalog|{}"#, "the type `catalog` takes no payload, but the route has one"),
        ])
    func badPayload(route: String, reason: String) {
        #expect(throws: ServerRouteError.badPayload(route: route, reason: reason)) {
            try Self.registry.context(from: route)
        }
    }

    @Test(
        "text that is not a route or a JSON array of routes is malformed",
        arguments: [
            ("", "it names no type before `|`"),
            (#"|{"id":42}"#, "it names no type before `|`"),
        ])
    func malformedRoute(route: String, reason: String) {
        #expect(throws: ServerRouteError.malformed(route, reason: reason)) { try Self.registry.context(from: route) }
    }

    @Test(
        "text that is not a JSON array of strings is malformed",
        arguments: ["", "catalog", "catalog,product", "[1,2]", #"{"a":1}"#, "[", #"["catalog""#])
    func malformedArray(json: String) {
        #expect {
            try Self.registry.contexts(fromJSONArray: json)
        } throws: { error in
            guard case .malformed(let text, let reason) = error as? ServerRouteError else { return false }
            return text == json && reason.hasPrefix("it is not a JSON array of strings (")
        }
    }

    @Test(
        "a context the registry cannot write is reported with why",
        arguments: [
            (Context(.help), "help", "its type is not registered"),
            (
                Context(.product, payload: 42), "product(42)",
                "`product` is registered with a ProductPayload payload"
            ),
            (Context(.product), "product", "`product` is registered with a ProductPayload payload"),
            (Context(.catalog, payload: "x"), "catalog(x)", "`catalog` is registered without a payload"),
        ])
    func cannotEncode(context: Context, printed: String, reason: String) {
        #expect(throws: ServerRouteError.cannotEncode(context: printed, reason: reason)) {
            try Self.registry.route(for: context)
        }
    }

    @Test("names that cannot be read back are reported by validation")
    func invalidNames() throws {
        try Self.registry.validate()
        var registry = Self.registry
        registry.register("", as: .home)
        registry.register("a|b", as: .help)
        #expect(throws: ServerRouteError.invalidNames(["", "a|b"])) { try registry.validate() }
    }

    @Test("a name registered twice keeps its first registration, and validation reports it")
    func duplicateNames() throws {
        var registry = Self.registry
        registry.register("catalog", as: .home)
        registry.register("product", as: .help)
        #expect(throws: ServerRouteError.duplicateNames(["catalog", "product"])) { try registry.validate() }
        #expect(try registry.context(from: "catalog") == Context(.catalog))
        #expect(throws: ServerRouteError.cannotEncode(context: "home", reason: "its type is not registered")) {
            try registry.route(for: Context(.home))
        }
        #expect(
            ServerRouteError.duplicateNames(["catalog"]).description
                == "The server route names `catalog` are registered more than once; the first registration of each "
                + "is used. Remove the others.")
    }

    @Test("errors say what was asked, what was found and what to do")
    func descriptions() {
        #expect(
            ServerRouteError.unknownType("help", route: "help", known: ["catalog", "product"]).description
                == "The server route `help` names the type `help`, which is not registered (registered: `catalog`, "
                + "`product`). Register it, or check the route.")
        #expect(
            ServerRouteError.badPayload(
                route: "product", reason: "the type `product` needs a ProductPayload payload after `|`"
            )
            .description
                == "The payload of the server route `product` cannot be read: the type `product` needs a ProductPayload "
                + "payload after `|`. Check the route against the payload type registered for its type.")
    }
}
