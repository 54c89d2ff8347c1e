@MainActor
final class CounterTicker {
    weak var viewModel: CounterViewModel?

    func tick() {
        viewModel?.count = 1
    }
}
