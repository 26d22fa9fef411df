import Routy

/// The test shop's contexts are `Codable`: snapshots and navigation logs of the shop can be
/// written and read back.
extension Screen: Codable, NavigationPayloadDeclaring {
    var payloadType: (any (Codable & Hashable & Sendable).Type)? {
        switch self {
        case .article, .product, .order: Int.self
        case .category: String.self
        default: nil
        }
    }
}
