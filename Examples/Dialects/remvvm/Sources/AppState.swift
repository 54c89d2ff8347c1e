import ReMVVM

/// The whole app's state: the view-model factory and one part per screen.
struct AppState: StoreState {
    let factory: ViewModelFactory
    let login: LoginState
}

/// The app's reducer: each screen's reducers applied to its part.
enum AppReducer {
    static var reducer: AnyReducer<AppState> {
        AnyReducer { state, action in
            AppState(factory: state.factory, login: LoginReducers.reducer.reduce(state: state.login, with: action))
        }
    }
}
