import ReMVVM
import UIKit

/// Shows the next screen once the login screen is done: navigation lives in middleware.
struct LoginMiddleware: Middleware {
    let window: UIWindow

    func onNext(for state: AppState, action: LoginLoggedInAction, interceptor: Interceptor<LoginLoggedInAction, AppState>,
                dispatcher: Dispatcher) {
        interceptor.next { _ in
            window.rootViewController?.present(GreetingsViewController(), animated: true)
        }
    }
}
