import Routy
import RoutySwiftUI
import Shop
import SwiftUI

/// The shop: three tabs, each a navigation stack, and the modals over them, all bound to the
/// models of ``ShopNavigation``; `shop://` links opened from outside go through the router.
@main
struct RoutyShopApp: App {
    @State private var navigation = ShopNavigation()

    var body: some Scene {
        WindowGroup {
            ShopRootView(navigation: navigation)
                .onOpenURL { url in navigation.open(url.absoluteString) }
        }
    }
}

/// The tab bar and whatever is presented over it.
struct ShopRootView: View {
    let navigation: ShopNavigation

    var body: some View {
        RoutyTabView(navigation.tabs) {
            Tab("Home", systemImage: "house", value: navigation.home.context) {
                RoutyNavigationStack(navigation.home) { ShopScreenView(context: $0, navigation: navigation) }
            }
            Tab("Catalog", systemImage: "bag", value: navigation.catalog.context) {
                RoutyNavigationStack(navigation.catalog) { ShopScreenView(context: $0, navigation: navigation) }
            }
            Tab("Profile", systemImage: "person", value: navigation.profile.context) {
                RoutyNavigationStack(navigation.profile) { ShopScreenView(context: $0, navigation: navigation) }
            }
        }
        .routySheet(navigation.tabs.modal) { element in
            ShopScreenView(context: element.context, navigation: navigation)
        }
    }
}

/// A screen: its context, and the links the Playground shop's tour follows from it.
struct ShopScreenView: View {
    let context: ShopContext
    let navigation: ShopNavigation

    var body: some View {
        VStack(spacing: 16) {
            Text(context.description)
            switch context.type {
            case .home:
                link("Article 7", "shop://articles/7")
                link("Shoe 42", "shop://catalog/shoes/42")
                link("My orders (signs in first)", "shop://orders")
            case .catalog, .category:
                link("Shoes", "shop://catalog/shoes")
                link("Shoe 42", "shop://catalog/shoes/42")
            case .product:
                link("Cart", "shop://cart")
            case .profile, .orders:
                link("Order 7", "shop://orders/7")
            case .login:
                Button("Sign in") { Task { await navigation.signIn() } }
            default:
                link("Home", "shop://home")
            }
        }
    }

    private func link(_ title: String, _ link: String) -> some View {
        Button(title) { navigation.open(link) }
    }
}
