@MainActor
func checkCounter() {
    let viewModel = CounterViewModel()
    viewModel.count = 5
    viewModel.increment()
    assert(viewModel.count == 6)
}
