import Combine

/// `count` is set by the view through `self.viewModel.count`: a leading `self.` is still a write
/// from outside, so `private(set)` would not compile and the fix must be held back.
@MainActor
final class CounterViewModel: ObservableObject {
    // MARK: - Output

    @Published var count = 0
}
