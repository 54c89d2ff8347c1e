import Combine

/// `HeaderController` binds a publisher into `title` through a chain, `on: header.viewModel`:
/// `private(set)` would leave `\.title` a read-only key path there, which `assign` refuses.
@MainActor
final class HeaderViewModel: ObservableObject {
    // MARK: - Output

    @Published var title = ""
}
