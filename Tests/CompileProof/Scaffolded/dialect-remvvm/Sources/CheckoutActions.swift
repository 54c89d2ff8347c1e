import ReMVVM

/// The user's `add` on the Checkout screen; a reducer builds the next state from it.
struct CheckoutAddAction: StoreAction {
    let id: Int
}

/// The user's `remove` on the Checkout screen; a reducer builds the next state from it.
struct CheckoutRemoveAction: StoreAction {
    let value: Int
}

/// The user's `apply` on the Checkout screen; a reducer builds the next state from it.
struct CheckoutApplyAction: StoreAction {
    let code: String
    let replacing: Bool
}

/// The user's `select` on the Checkout screen; a reducer builds the next state from it.
struct CheckoutSelectAction: StoreAction {
    let value: Item?
}

/// The Checkout screen is done (`cancel`): the app's middleware sees it and shows what comes next.
struct CheckoutCancelAction: StoreAction {}

/// The user's `checkout` on the Checkout screen; a reducer builds the next state from it.
struct CheckoutCheckoutAction: StoreAction {}

/// The Checkout screen is done (`finished`): the app's middleware sees it and shows what comes next.
struct CheckoutFinishedAction: StoreAction {
    let total: Double
}

/// The Checkout screen is done (`failed`): the app's middleware sees it and shows what comes next.
struct CheckoutFailedAction: StoreAction {
    let value: String
}
