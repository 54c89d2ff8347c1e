import Combine

/// A screen's whole state as one immutable value: a struct of `let`s, replaced as a whole.
protocol ViewState {}

/// The base of the app's view models: it keeps the current view state, replaces it with the one
/// each command leads to, and publishes every new state with the one it replaced. A subclass
/// declares its `Command` enum and answers each command in `nextState(after:data:)`; nothing else
/// can replace the state, so a view can only send commands.
@MainActor
class StateViewModel<State: ViewState, Command> {
    // MARK: - State

    /// The current state. Only `execute(command:data:)` replaces it; views render it.
    private(set) var viewState: State {
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

    // MARK: - Commands

    /// Runs a command from the view: the state it leads to replaces the current one. `data` is
    /// what the view hands along with a command that carries no value of its own.
    final func execute(command: Command, data: Any? = nil) {
        viewState = nextState(after: command, data: data)
    }

    /// The state `command` leads to from the current one; each view model answers its own.
    func nextState(after command: Command, data: Any?) -> State {
        viewState
    }
}
