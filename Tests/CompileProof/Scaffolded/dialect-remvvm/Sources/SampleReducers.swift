import ReMVVM

/// The Sample screen's reducers, composed for the app's reducer (one per action, pure).
enum SampleReducers {
    static var reducer: AnyReducer<SampleState> {
        AnyReducer(with: [])
    }
}
