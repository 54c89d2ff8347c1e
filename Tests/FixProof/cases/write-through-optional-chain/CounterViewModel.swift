import Combine

/// `count` is set through an optional reference, `viewModel?.count = 1`: the `?` does not make it
/// any less a write from outside, so `private(set)` would not compile.
@MainActor
final class CounterViewModel: ObservableObject {
    // MARK: - Output

    @Published var count = 0
}
