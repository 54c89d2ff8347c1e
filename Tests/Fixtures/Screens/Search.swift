import SwiftUI

struct SearchView: View {
    @Environment(\.isSearching)
    private var isSearching

    @State
    private var query = ""

    let viewModel: SearchViewModel

    var body: some View {
        List(viewModel.results, id: \.self) { Text($0) }
            .searchable(text: $query)
            .onSubmit(of: .search) { viewModel.send(.search(query)) }
            .overlay { if viewModel.isEmpty { ContentUnavailableView.search } }
    }
}

@MainActor
@Observable
final class SearchViewModel {
    // MARK: - Dependencies

    private let index: SearchIndexClient

    // MARK: - Lifecycle

    init(index: SearchIndexClient) {
        self.index = index
    }

    // MARK: - Input

    enum Action {
        case search(String)
        case received([String])
    }

    func send(_ action: Action) {
        switch action {
        case .search(let query):
            Task { send(.received(await index.search(query))) }
        case .received(let results):
            self.results = results
        }
    }

    // MARK: - Output

    private(set) var results: [String] = []

    var isEmpty: Bool { results.isEmpty }
}
