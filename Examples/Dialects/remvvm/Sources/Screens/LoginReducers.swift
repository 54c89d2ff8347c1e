import ReMVVM

/// The Login screen's reducers, composed for the app's reducer (one per action, pure).
enum LoginReducers {
    static var reducer: AnyReducer<LoginState> {
        AnyReducer(with: [LoginLogInReducer.any, LoginLoggedInReducer.any])
    }
}

struct LoginLogInReducer: Reducer {
    static func reduce(state: LoginState, with action: LoginLogInAction) -> LoginState {
        state.replacing(status: .logIn)
    }
}

struct LoginLoggedInReducer: Reducer {
    static func reduce(state: LoginState, with action: LoginLoggedInAction) -> LoginState {
        state.replacing(status: .loggedIn)
    }
}
