import Combine

/// A screen's whole state as one immutable value: a struct of `let`s, replaced as a whole.
protocol ViewState {}

/// The base of the app's view models: it keeps the current view state and publishes every new one
/// with the one it replaced. A subclass declares its `Command` enum, handles it in
/// `execute(command:)`, and answers each command by building the next state.
@MainActor
class StateViewModel<State: ViewState> {

    // MARK: - State

    /// The current state. Only the view model replaces it; views render it and send commands.
    var viewState: State {
        didSet { stream.send((viewState, oldValue)) }
    }

    /// Each state as it comes, with the one before it (`nil` for the first): views subscribe here
    /// and get the current state at once.
    var viewStateStream: AnyPublisher<(new: State, old: State?), Never> {
        stream.eraseToAnyPublisher()
    }

    private let stream: CurrentValueSubject<(new: State, old: State?), Never>

    // MARK: - Lifecycle

    init(initialState: State) {
        viewState = initialState
        stream = CurrentValueSubject((initialState, nil))
    }
}
