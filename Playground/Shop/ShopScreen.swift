import Routy

/// The screens of the demo shop; `Codable`, with the payload each declares, so that the shop's
/// snapshots and navigation logs can be saved and read back.
public enum ShopScreen: String, Hashable, Sendable, CaseIterable, Codable, NavigationPayloadDeclaring {
    case app, home, catalog, profile, article, category, product, orders, order, cart, login
    /// The tab group of collections — a section of the sidebar on an iPad, a `UITabGroup`, a
    /// SwiftUI `TabSection` — holding the tabs ``arrivals`` and ``sale``.
    case collections
    /// The tab of new arrivals, in the group ``collections``.
    case arrivals
    /// The tab of products on sale, in the group ``collections``.
    case sale
    /// The search tab (a tab with the search role); its payload is the query, `""` before the
    /// first search.
    case search

    /// What a screen's payload is: none, a whole number, or a word.
    public enum PayloadKind: Sendable {
        case none, integer, text
    }

    /// The payload each screen takes.
    public var payloadKind: PayloadKind {
        switch self {
        case .article, .product, .order: .integer
        case .category, .search: .text
        default: .none
        }
    }

    /// The payload's type, as `NavigationPayloadDeclaring` asks: `Int`, `String`, or none.
    public var payloadType: (any (Codable & Hashable & Sendable).Type)? {
        switch payloadKind {
        case .none: nil
        case .integer: Int.self
        case .text: String.self
        }
    }

    /// Whether the screen needs a signed-in user.
    public var requiresSignIn: Bool {
        [.profile, .orders, .order].contains(self)
    }
}

/// A context of the demo shop.
public typealias ShopContext = NavigationContext<ShopScreen>

/// Why a context written as text could not be read.
public struct ShopContextSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The text as written.
    public var text: String
    /// What is wrong with it.
    public var reason: String

    public var description: String { "cannot read context '\(text)': \(reason)" }
}

extension NavigationContext where ContextType == ShopScreen {
    /// The context as commands write it: `catalog`, `product:42`, `category:shoes`.
    public var commandText: String {
        payload.map { "\(type.rawValue):\($0)" } ?? type.rawValue
    }

    /// Reads a context written as `type` or `type:payload` (`catalog`, `product:42`,
    /// `category:shoes`).
    ///
    /// - Throws: ``ShopContextSyntaxError`` for an unknown type, a missing, extra or badly typed
    ///   payload.
    public init(parsing text: String) throws(ShopContextSyntaxError) {
        let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        guard let type = ShopScreen(rawValue: parts[0]) else {
            let known = ShopScreen.allCases.map(\.rawValue).joined(separator: ", ")
            throw ShopContextSyntaxError(text: text, reason: "unknown screen '\(parts[0])'; screens are \(known)")
        }
        let payload = parts.count > 1 ? parts[1] : nil
        switch (type.payloadKind, payload) {
        case (.none, nil):
            self.init(type)
        case (.none, _?):
            throw ShopContextSyntaxError(text: text, reason: "\(type.rawValue) takes no payload")
        case (_, nil), (_, ""?):
            throw ShopContextSyntaxError(
                text: text,
                reason:
                    "\(type.rawValue) needs a payload, as in \(type.rawValue):\(type.payloadKind == .text ? "shoes" : "1")"
            )
        case (.integer, let payload?):
            guard let number = Int(payload) else {
                throw ShopContextSyntaxError(text: text, reason: "the payload of \(type.rawValue) is a whole number")
            }
            self.init(type, payload: number)
        case (.text, let payload?):
            self.init(type, payload: payload)
        }
    }
}
