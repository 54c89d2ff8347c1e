import Foundation

/// Runs the Sample screen: takes its commands and answers each with a new `SampleViewState`.
final class SampleViewModel: StateViewModel<SampleViewState, SampleViewModel.Command> {
    // MARK: - Lifecycle

    init() {
        super.init(initialState: .initial)
    }

    // MARK: - Commands

    enum Command {}
}
