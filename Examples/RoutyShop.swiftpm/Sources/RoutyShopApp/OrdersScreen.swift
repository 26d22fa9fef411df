import RoutySwiftUI
import Shop
import SwiftUI
import UIKit

/// A UIKit screen inside the SwiftUI adapter: the router pushes a `SwiftUIScreen` for the orders
/// as for any context, and the view SwiftUI shows for it wraps a view controller of the app's in
/// a `UIViewControllerRepresentable`. The model, not the view controller, is the element the tree
/// knows: the view controller only draws.
struct OrdersScreen: UIViewControllerRepresentable {
    let context: ShopContext
    let session: ShopSession

    func makeUIViewController(context: Context) -> OrdersViewController {
        OrdersViewController(self.context, session: session)
    }

    func updateUIViewController(_ uiViewController: OrdersViewController, context: Context) {
        uiViewController.show(self.context)
    }
}

/// The orders, in UIKit: a label, and the link the screen offers, opened through the session.
final class OrdersViewController: UIViewController {
    private(set) var context: ShopContext
    private let session: ShopSession
    private let label = UILabel()

    init(_ context: ShopContext, session: ShopSession) {
        self.context = context
        self.session = session
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    /// Shows another context, when SwiftUI updates the representable.
    func show(_ context: ShopContext) {
        self.context = context
        label.text = context.description
    }

    override func loadView() {
        label.text = context.description
        let session = session
        let buttons = context.type.exampleLinks.prefix(1).map { link in
            UIButton(primaryAction: UIAction(title: link.title) { _ in session.open(link.address) })
        }
        let stack = UIStackView(arrangedSubviews: [label] + buttons)
        stack.axis = .vertical
        stack.spacing = 16
        view = stack
    }
}
