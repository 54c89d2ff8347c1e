import ReMVVM

/// The Checkout screen's reducers, composed for the app's reducer (one per action, pure).
enum CheckoutReducers {
    static var reducer: AnyReducer<CheckoutState> {
        AnyReducer(
            with: [
                CheckoutAddReducer.any,
                CheckoutRemoveReducer.any,
                CheckoutApplyReducer.any,
                CheckoutSelectReducer.any,
                CheckoutCancelReducer.any,
                CheckoutCheckoutReducer.any,
                CheckoutFinishedReducer.any,
                CheckoutFailedReducer.any,
            ]
        )
    }
}

struct CheckoutAddReducer: Reducer {
    static func reduce(state: CheckoutState, with action: CheckoutAddAction) -> CheckoutState {
        state.replacing(status: .add)
    }
}

struct CheckoutRemoveReducer: Reducer {
    static func reduce(state: CheckoutState, with action: CheckoutRemoveAction) -> CheckoutState {
        state.replacing(status: .remove)
    }
}

struct CheckoutApplyReducer: Reducer {
    static func reduce(state: CheckoutState, with action: CheckoutApplyAction) -> CheckoutState {
        state.replacing(status: .apply)
    }
}

struct CheckoutSelectReducer: Reducer {
    static func reduce(state: CheckoutState, with action: CheckoutSelectAction) -> CheckoutState {
        state.replacing(status: .select)
    }
}

struct CheckoutCancelReducer: Reducer {
    static func reduce(state: CheckoutState, with action: CheckoutCancelAction) -> CheckoutState {
        state.replacing(status: .cancel)
    }
}

struct CheckoutCheckoutReducer: Reducer {
    static func reduce(state: CheckoutState, with action: CheckoutCheckoutAction) -> CheckoutState {
        state.replacing(status: .checkout)
    }
}

struct CheckoutFinishedReducer: Reducer {
    static func reduce(state: CheckoutState, with action: CheckoutFinishedAction) -> CheckoutState {
        state.replacing(status: .finished)
    }
}

struct CheckoutFailedReducer: Reducer {
    static func reduce(state: CheckoutState, with action: CheckoutFailedAction) -> CheckoutState {
        state.replacing(status: .failed)
    }
}
