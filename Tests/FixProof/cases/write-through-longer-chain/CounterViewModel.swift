import Combine

/// `count` is set three links away, `screen.model.viewModel.count = 1`, by a coordinator that
/// reaches the view model through the objects holding it: `private(set)` would not compile there.
@MainActor
final class CounterViewModel: ObservableObject {
    // MARK: - Output

    @Published var count = 0
}
