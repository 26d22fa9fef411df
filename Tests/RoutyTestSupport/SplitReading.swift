import Routy

/// What a split says of itself through `SplitContainer` alone, as code generic over the kit reads
/// it: `regular: mail | mailbox(inbox) | message(42); entered mailbox(inbox), message(42)`.
@MainActor
package func splitReading<Split: SplitContainer>(_ split: Split) -> String {
    let entered = split.enteredContexts.map(\.description).joined(separator: ", ")
    return "\(split.widthClass): \(split.columnsDescription); entered \(entered)"
}
