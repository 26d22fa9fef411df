import Routy

/// A broken interceptor, as a fault the soak test injects: while it is on, a request that shows
/// the cart is sent to the cart again, and again, until the router stops the chain with
/// `NavigationError.tooManyRedirects`.
@MainActor
struct ShopRedirectLoop: NavigationInterceptor {
    let name = "redirect-loop"
    /// Whether the fault is on.
    let isOn: () -> Bool

    func intercept(_ request: NavigationRequest<ShopScreen>) -> NavigationInterception<ShopScreen> {
        guard isOn(), request.destinationContexts.contains(where: { $0.type == .cart }) else { return .proceed }
        return .redirect(
            NavigationRequest([.navigate(to: ShopContext(.cart))], source: .interceptor(name)), keepingOriginal: false)
    }
}
