// libFuzzer target: deeplink matching.
//
// Every input is read as a link and matched against a table that has every kind of pattern
// (constants, parameters of each parameter type, a catch-all, a host, a scheme-less path). A
// link that matches is turned back into a link from its contexts and matched again: it must
// give the same contexts. The input is also read as a pattern, registered, validated and
// matched against itself. No input may crash.

import Foundation
import Routy

enum Screen: String, Hashable, Sendable {
    case home, catalog, category, product, price, flag, user, guide, search, page
}

enum Shelf: String, DeeplinkParameterValue {
    case shoes, bags
}

typealias Context = NavigationContext<Screen>

/// The table, with `link` closures that invert each pattern's contexts closure.
let table: DeeplinkTable<Screen> = {
    var table = DeeplinkTable<Screen>()
    table.register("shop://home") { _ in
        [Context(.home)]
    } link: { contexts in
        contexts == [Context(.home)] ? [:] : nil
    }
    table.register("shop://catalog/:category/:product") { parameters in
        [
            Context(.catalog),
            Context(.category, payload: try parameters.value("category", as: String.self)),
            Context(.product, payload: try parameters.value("product", as: Int.self)),
        ]
    } link: { contexts in
        guard contexts.count == 3, contexts[0] == Context(.catalog),
            contexts[1].type == .category, let category = contexts[1].payload(as: String.self),
            contexts[2].type == .product, let product = contexts[2].payload(as: Int.self)
        else { return nil }
        return ["category": category, "product": product]
    }
    table.register("shop://catalog/featured/:shelf") { parameters in
        [Context(.catalog), Context(.category, payload: try parameters.value("shelf", as: Shelf.self))]
    } link: { contexts in
        guard contexts.count == 2, contexts[0] == Context(.catalog),
            let shelf = contexts[1].payload(as: Shelf.self)
        else { return nil }
        return ["shelf": shelf]
    }
    table.register("shop://price/:amount") { parameters in
        [Context(.price, payload: try parameters.value("amount", as: Double.self))]
    } link: { contexts in
        guard contexts.count == 1, contexts[0].type == .price, let amount = contexts[0].payload(as: Double.self)
        else { return nil }
        return ["amount": amount]
    }
    table.register("shop://flag/:on") { parameters in
        [Context(.flag, payload: try parameters.value("on", as: Bool.self))]
    } link: { contexts in
        guard contexts.count == 1, contexts[0].type == .flag, let on = contexts[0].payload(as: Bool.self)
        else { return nil }
        return ["on": on]
    }
    table.register("https://example.com/users/:id") { parameters in
        [Context(.user, payload: try parameters.value("id", as: UUID.self))]
    } link: { contexts in
        guard contexts.count == 1, contexts[0].type == .user, let id = contexts[0].payload(as: UUID.self)
        else { return nil }
        return ["id": id]
    }
    table.register("/guides/**") { parameters in
        [Context(.guide, payload: parameters.catchAll.joined(separator: "/"))]
    }
    table.register("/search") { parameters in
        [Context(.search, payload: try parameters.valueIfPresent("q", as: String.self) ?? "")]
    }
    table.register("shop://:section/page/:number") { parameters in
        [
            Context(.page, payload: try parameters.value("section", as: String.self)),
            Context(.page, payload: try parameters.value("number", as: Int.self)),
        ]
    }
    return table
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDeeplink(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: count), as: UTF8.self)
    // libFuzzer's main calls this on the main thread; a table runs the app's closures, which may
    // be main-actor isolated, on the main actor.
    MainActor.assumeIsolated { fuzz(text) }
    return 0
}

/// Reads `text` as a link, builds the link back from its contexts, and uses it as a pattern.
@MainActor
func fuzz(_ text: String) {
    // A payload that is not equal to itself (a `nan` price) cannot come back equal.
    if let contexts = try? table.contexts(for: text), contexts == contexts, let url = try? table.url(for: contexts) {
        guard let again = try? table.contexts(for: url.absoluteString), again == contexts else {
            fatalError("\(text) gave \(contexts), whose link \(url.absoluteString) does not give them back")
        }
    }
    _ = (try? table.contexts(for: text)).map { $0.map(\.description) }
    do {
        _ = try table.contexts(for: text)
    } catch {
        _ = error.description
    }
    var own = DeeplinkTable<Screen>()
    let pattern = DeeplinkPattern(text)
    own.register(pattern) { _ in [Context(.home)] }
    own.register("/fixed/:x") { _ in [Context(.page)] }
    _ = try? own.validate()
    _ = try? own.contexts(for: pattern.description)
    _ = pattern.description
}
