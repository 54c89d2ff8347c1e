import Combine

/// Outside the view model only a test writes `count`, to set up a state: a test file is part of
/// what must compile, so `private(set)` must be held back.
@MainActor
final class CounterViewModel: ObservableObject {
    // MARK: - Input

    func increment() {
        count += 1
    }

    // MARK: - Output

    @Published var count = 0
}
