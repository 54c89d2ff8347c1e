import ReMVVM

/// Where the Checkout screen leads once it is done (`cancel`): after the store has reduced
/// the action, shows what comes next. The flow lives here, so that no view controller knows
/// another; `navigate` is the app's navigation (a coordinator, the window's root controller).
struct CheckoutCancelMiddleware<State: StoreState>: Middleware {
    let navigate: (CheckoutCancelAction) -> Void

    func onNext(
        for state: State,
        action: CheckoutCancelAction,
        interceptor: Interceptor<CheckoutCancelAction, State>,
        dispatcher: Dispatcher
    ) {
        interceptor.next { _ in
            navigate(action)
        }
    }
}

/// Where the Checkout screen leads once it is done (`finished`): after the store has reduced
/// the action, shows what comes next. The flow lives here, so that no view controller knows
/// another; `navigate` is the app's navigation (a coordinator, the window's root controller).
struct CheckoutFinishedMiddleware<State: StoreState>: Middleware {
    let navigate: (CheckoutFinishedAction) -> Void

    func onNext(
        for state: State,
        action: CheckoutFinishedAction,
        interceptor: Interceptor<CheckoutFinishedAction, State>,
        dispatcher: Dispatcher
    ) {
        interceptor.next { _ in
            navigate(action)
        }
    }
}

/// Where the Checkout screen leads once it is done (`failed`): after the store has reduced
/// the action, shows what comes next. The flow lives here, so that no view controller knows
/// another; `navigate` is the app's navigation (a coordinator, the window's root controller).
struct CheckoutFailedMiddleware<State: StoreState>: Middleware {
    let navigate: (CheckoutFailedAction) -> Void

    func onNext(
        for state: State,
        action: CheckoutFailedAction,
        interceptor: Interceptor<CheckoutFailedAction, State>,
        dispatcher: Dispatcher
    ) {
        interceptor.next { _ in
            navigate(action)
        }
    }
}
