import ReMVVM

/// The user's `logIn` on the Login screen; a reducer builds the next state from it.
struct LoginLogInAction: StoreAction {
    let firstName: String
    let lastName: String
}

/// The Login screen is done (`loggedIn`): the app's middleware sees it and shows what comes next.
struct LoginLoggedInAction: StoreAction {}
