import Combine
import Foundation
import ReMVVM

/// What the Sample screen shows, derived from the store's `SampleState`. It changes nothing:
/// the screen dispatches actions, reducers build the next state, and the outputs follow it.
struct SampleViewModel: StateAssociated, ReMVVMDriven {
    typealias State = SampleState

    // MARK: - Dependencies

    private let source: AnyStateSource<SampleState>

    // MARK: - Outputs

    let status: AnyPublisher<SampleState.Status, Never>

    // MARK: - Lifecycle

    init(source: AnyStateSource<SampleState>) {
        self.source = source
        status = source.$state.map(\.status).removeDuplicates().eraseToAnyPublisher()
    }
}

// MARK: - Factory

extension SampleViewModel {
    /// Teaches the app's view-model factory to build this view model from the store's state, so
    /// that `@Provided` and `remvvm.viewModel(for:)` hand it to the screen.
    static func register(in factory: CompositeViewModelFactory) {
        factory.add { SampleViewModel(source: remvvm.source) }
    }
}
