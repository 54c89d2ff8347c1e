import Foundation

/// Runs the Search screen: takes its commands and answers each with a new `SearchViewState`.
final class SearchViewModel: StateViewModel<SearchViewState> {

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

    func execute(command: Command) {
        switch command {
        case .search(let query):
            viewState = SearchViewState(status: .search, route: nil, repos: viewState.repos, isLoading: true)
            Task { await load(query) }

        case .clear:
            viewState = nextState(status: .clear)

        case .open(let value):
            viewState = nextState(route: .open(value))
        }
    }

    // MARK: - Support

    /// The repositories matching the query, in a new state.
    private func load(_ query: String) async {
        let repos = (try? await store.fetchRepos(matching: query)) ?? []
        viewState = SearchViewState(status: viewState.status, route: nil, repos: repos, isLoading: false)
    }

    /// The next state: the current one's values, with a new status or a route.
    private func nextState(status: SearchViewState.Status? = nil, route: SearchViewState.Route? = nil) -> SearchViewState {
        SearchViewState(status: status ?? viewState.status, route: route, repos: viewState.repos, isLoading: viewState.isLoading)
    }
}
