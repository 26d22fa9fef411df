// libFuzzer target: the Playground's command parser.
//
// Every input is read as a command line and, word by word, as contexts; errors are printed.
// No input may crash.

import Routy
import Shop

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCommand(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: count), as: UTF8.self)
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        do {
            _ = try ShopCommand(parsing: String(line))
        } catch {
            _ = error.description
        }
    }
    for word in text.split(whereSeparator: \.isWhitespace) {
        do {
            _ = try ShopContext(parsing: String(word)).description
        } catch {
            _ = error.description
        }
    }
    return 0
}
