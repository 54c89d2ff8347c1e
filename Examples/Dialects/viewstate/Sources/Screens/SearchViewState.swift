import Foundation

/// Everything the Search screen shows, as one value. A command builds the next one from it;
/// nothing edits it in place.
struct SearchViewState: ViewState {

    // MARK: - Status

    enum Status {
        case idle
        case search
        case clear
    }

    // MARK: - Routes

    /// Where the screen asks to go: the controller hands it to the flow that shows the screen.
    enum Route {
        case open(Repo)
    }

    // MARK: - Properties

    let status: Status
    /// Set only in the state that asks to leave; the next state clears it.
    let route: Route?
    let repos: [Repo]
    let isLoading: Bool

    // MARK: - Initial State

    /// The screen before any command.
    static var initial: SearchViewState {
        SearchViewState(status: .idle, route: nil, repos: [], isLoading: false)
    }
}
