// libFuzzer target: server-route decoding.
//
// Every input is read as one route, as a JSON array of routes, and as a JSON context; what
// decodes is encoded again and must decode to the same contexts. No input may crash.

import Foundation
import Routy

enum Screen: String, Codable, Hashable, Sendable, NavigationPayloadDeclaring {
    case home, catalog, product, search, cart, order

    var payloadType: (any (Codable & Hashable & Sendable).Type)? {
        switch self {
        case .product: Int.self
        case .search: String.self
        case .order: OrderPayload.self
        default: nil
        }
    }
}

struct ProductPayload: Codable, Hashable, Sendable {
    var id: Int
    var variant: String?
}

struct OrderPayload: Codable, Hashable, Sendable {
    var id: Int
    var items: [String]
    var total: Double
}

typealias Context = NavigationContext<Screen>

let registry: ServerRouteRegistry<Screen> = {
    var registry = ServerRouteRegistry<Screen>()
    registry.register("home", as: .home)
    registry.register("catalog", as: .catalog)
    registry.register("product", as: .product, payload: ProductPayload.self)
    registry.register("search", as: .search, payload: String.self)
    registry.register("order", as: .order, payload: OrderPayload.self)
    registry.register("cart", as: .cart)
    return registry
}()

/// Encodes contexts again and checks that they decode to the same ones.
func checkRoundTrip(_ contexts: [Context], from text: String) {
    guard let json = try? registry.jsonArray(for: contexts) else {
        fatalError("\(contexts), read from \(text), cannot be written back")
    }
    guard let again = try? registry.contexts(fromJSONArray: json), again == contexts else {
        fatalError("\(contexts), read from \(text), were written as \(json), which does not read back the same")
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzServerRoute(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: count)
    let text = String(decoding: bytes, as: UTF8.self)
    do {
        checkRoundTrip([try registry.context(from: text)], from: text)
    } catch {
        _ = error.description
    }
    do {
        checkRoundTrip(try registry.contexts(fromJSONArray: text), from: text)
    } catch {
        _ = error.description
    }
    if let context = try? JSONDecoder().decode(Context.self, from: Data(bytes)) {
        guard let encoded = try? JSONEncoder().encode(context),
            let again = try? JSONDecoder().decode(Context.self, from: encoded), again == context
        else { fatalError("\(context), read from \(text), does not survive encoding and decoding") }
    }
    return 0
}
