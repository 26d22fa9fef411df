import RoutyUIKit
import Shop
import SwiftUI
import UIKit

/// A SwiftUI screen inside the UIKit adapter: a `UIHostingController` is a view controller like
/// any other, so the factory's maker returns one and RoutyUIKit pushes, presents and pops it as it
/// does the others. Adopting ``ContextViewController`` — optional — lets it take another payload
/// in place and guard leaving; it gives SwiftUI the new context through `rootView`.
final class HostedOrdersController: UIHostingController<OrdersView>, ContextViewController {
    private(set) var context: ShopContext

    init(_ context: ShopContext, session: ShopSession) {
        self.context = context
        super.init(rootView: OrdersView(context: context, session: session))
        title = context.description
    }

    required init?(coder aDecoder: NSCoder) { nil }
}

/// The orders, in SwiftUI: the link the screen offers goes through the same session (and router)
/// as the UIKit screens' buttons.
struct OrdersView: View {
    let context: ShopContext
    let session: ShopSession

    var body: some View {
        VStack(spacing: 16) {
            Text(context.description)
            if let link = context.type.exampleLinks.first {
                Button(link.title) { session.open(link.address) }
            }
        }
    }
}
