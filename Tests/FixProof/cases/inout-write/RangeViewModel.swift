import Combine

/// Outputs passed `inout`: `swap(&viewModel.low, &viewModel.high)` and `bump(&viewModel.count)`.
/// An `&` argument needs the setter, so `private(set)` on any of the three would not compile.
@MainActor
final class RangeViewModel: ObservableObject {
    // MARK: - Output

    @Published var low = 0
    @Published var high = 10
    @Published var count = 0
}
