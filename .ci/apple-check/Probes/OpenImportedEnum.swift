// expect: may have additional unknown values
// UIKit's enums are Objective-C `NS_ENUM`s, open once imported: a `switch` that names every case
// but has no `@unknown default` is diagnosed (an error in Swift 6 mode).
import UIKit

@MainActor
func describe(_ operation: UINavigationController.Operation) -> String {
    switch operation {
    case .none: "none"
    case .push: "push"
    case .pop: "pop"
    }
}
