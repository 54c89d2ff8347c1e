import Combine

/// Outputs written through closure parameters, where no name says "viewModel": `$0.count = 2`
/// inside `[viewModel].forEach`, and `vm.total = 1` in a closure typed `(vm: CounterViewModel)`.
/// `private(set)` on either would not compile.
@MainActor
final class CounterViewModel: ObservableObject {
    // MARK: - Output

    @Published var count = 0
    @Published var total = 0
}
