// SwiftUI's bridges to UIKit, on the platforms that have UIKit: a SwiftUI view inside a UIKit
// app's view controller hierarchy (UIHostingController), and a UIKit view controller inside a
// SwiftUI view (UIViewControllerRepresentable). Neither is on macOS (AppKit has NSHosting…) or
// watchOS; our code uses them only where `canImport(UIKit)`.
#if canImport(UIKit)
    import UIKit

    // https://developer.apple.com/documentation/swiftui/uihostingcontroller — iOS 13.0, tvOS 13.0,
    // visionOS 1.0
    // `@MainActor @preconcurrency class UIHostingController<Content> where Content : View`, a
    // subclass of UIViewController (the page's inheritance), open to subclassing.
    @MainActor @preconcurrency
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    open class UIHostingController<Content: View>: UIViewController {
        // https://developer.apple.com/documentation/swiftui/uihostingcontroller/rootview
        // `@MainActor @preconcurrency var rootView: Content { get set }`
        @MainActor @preconcurrency public var rootView: Content

        // https://developer.apple.com/documentation/swiftui/uihostingcontroller/init(rootview:)
        // `@MainActor @preconcurrency init(rootView: Content)`
        @MainActor @preconcurrency public init(rootView: Content) {
            self.rootView = rootView
            super.init(nibName: nil, bundle: nil)
        }

        // UIViewController's `init?(coder:)`, required of every subclass; the page lists
        // `init?(coder:rootView:)` beside it.
        @MainActor @preconcurrency public required init?(coder aDecoder: NSCoder) { nil }
    }

    // https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable — iOS 13.0,
    // tvOS 13.0, visionOS 1.0
    // `@MainActor @preconcurrency protocol UIViewControllerRepresentable : View where Self.Body == Never`
    @MainActor @preconcurrency
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    public protocol UIViewControllerRepresentable: View where Body == Never {
        // https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/uiviewcontrollertype
        // `associatedtype UIViewControllerType : UIViewController`
        associatedtype UIViewControllerType: UIViewController

        // https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/context
        // `typealias Context = UIViewControllerRepresentableContext<Self>`
        typealias Context = UIViewControllerRepresentableContext<Self>

        // https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/makeuiviewcontroller(context:)
        // `@MainActor @preconcurrency func makeUIViewController(context: Self.Context) -> Self.UIViewControllerType`
        @MainActor @preconcurrency func makeUIViewController(context: Self.Context) -> Self.UIViewControllerType

        // https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/updateuiviewcontroller(_:context:)
        // `@MainActor @preconcurrency func updateUIViewController(_ uiViewController: Self.UIViewControllerType, context: Self.Context)`
        @MainActor @preconcurrency func updateUIViewController(
            _ uiViewController: Self.UIViewControllerType, context: Self.Context)
    }

    // The `body` of a representable: SwiftUI's own (`Body == Never`), not on a page.
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    extension UIViewControllerRepresentable {
        public var body: Never { fatalError() }
    }

    // https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentablecontext — iOS 13.0
    // `@MainActor @preconcurrency struct UIViewControllerRepresentableContext<Representable> where
    // Representable : UIViewControllerRepresentable`; apps do not create it.
    @MainActor @preconcurrency
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {}
#endif
