import Portus
import Routy
import RoutyHeadless
import Testing

@MainActor
@Suite struct InterceptorSmokeTests {
    @Test func signIn() async throws {
        let shop = try TestShop()
        var signedIn = false
        shop.router.interceptors = [
            SignInInterceptor(
                requiresSignIn: { [.profile, .orders, .order].contains($0.type) },
                isSignedIn: { signedIn },
                login: { _ in .login }
            )
        ]
        let first = await shop.router.present([.profile, .orders, .order(7)])
        print(first, shop.path, shop.router.pendingRequest as Any)
        signedIn = true
        shop.router.dismiss(.login, completion: nil)
        let resumed = await withCheckedContinuation { c in shop.router.resumePending { c.resume(returning: $0) } }
        print(resumed as Any, shop.path)
    }
}
