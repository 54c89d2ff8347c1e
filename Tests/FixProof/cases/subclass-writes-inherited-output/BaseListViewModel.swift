import Combine

/// A base view model whose subclass, in another file, sets both outputs with bare names:
/// `private(set)` would put the setters out of the subclass's reach.
@MainActor
class BaseListViewModel: ObservableObject {
    // MARK: - Output

    @Published var isLoading = false
    @Published var rows: [String] = []
}
