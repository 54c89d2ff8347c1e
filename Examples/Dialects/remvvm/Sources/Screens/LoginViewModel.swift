import Combine
import Foundation
import ReMVVM

/// What the Login screen shows, derived from the store's `LoginState`. It changes nothing:
/// the screen dispatches actions, reducers build the next state, and the outputs follow it.
struct LoginViewModel: StateAssociated, ReMVVMDriven {
    typealias State = LoginState

    // MARK: - Dependencies

    private let source: AnyStateSource<LoginState>

    // MARK: - Outputs

    let status: AnyPublisher<LoginState.Status, Never>
    let firstName: AnyPublisher<String, Never>
    let lastName: AnyPublisher<String, Never>

    // MARK: - Lifecycle

    init(source: AnyStateSource<LoginState>) {
        self.source = source
        status = source.$state.map(\.status).removeDuplicates().eraseToAnyPublisher()
        firstName = source.$state.map(\.firstName).eraseToAnyPublisher()
        lastName = source.$state.map(\.lastName).eraseToAnyPublisher()
    }
}

// MARK: - Factory

extension LoginViewModel {
    /// Teaches the app's view-model factory to build this view model from the store's state, so
    /// that `@Provided` and `remvvm.viewModel(for:)` hand it to the screen.
    static func register(in factory: CompositeViewModelFactory) {
        factory.add { LoginViewModel(source: remvvm.source) }
    }
}
