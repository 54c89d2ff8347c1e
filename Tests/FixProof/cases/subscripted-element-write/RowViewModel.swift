import Combine

/// Its `title` is written by `WalletListViewModel` through an element of `[RowViewModel]`:
/// `private(set)` on it would not compile.
@MainActor
final class RowViewModel: ObservableObject {
    // MARK: - Output

    @Published var title = ""
}
