/// Holds the view model.
@MainActor
final class CounterModel {
    let viewModel = CounterViewModel()
}

struct CounterScreen {
    let model: CounterModel
}

@MainActor
final class CounterCoordinator {
    let screen = CounterScreen(model: CounterModel())

    func reset() {
        screen.model.viewModel.count = 1
    }
}
