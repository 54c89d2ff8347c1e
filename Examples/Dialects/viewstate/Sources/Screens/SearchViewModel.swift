import Foundation

/// Runs the Search screen: takes its commands and answers each with a new `SearchViewState`.
final class SearchViewModel: StateViewModel<SearchViewState, SearchViewModel.Command> {

    // MARK: - Dependencies

    private let store: RepoStore

    // MARK: - Lifecycle

    init(store: RepoStore) {
        self.store = store
        super.init(initialState: .initial)
    }

    // MARK: - Commands

    enum Command {
        case search(query: String)
        case clear
        case open(Repo)
    }

    override func nextState(after command: Command, data: Any?) -> SearchViewState {
        switch command {
        case .search:
            return state(status: .search)

        case .clear:
            return state(status: .clear)

        case .open(let value):
            return state(route: .open(value))
        }
    }

    // MARK: - Support

    /// The current state's values, with a new status or a route.
    private func state(status: SearchViewState.Status? = nil, route: SearchViewState.Route? = nil) -> SearchViewState {
        SearchViewState(status: status ?? viewState.status, route: route, repos: viewState.repos, isLoading: viewState.isLoading)
    }
}
