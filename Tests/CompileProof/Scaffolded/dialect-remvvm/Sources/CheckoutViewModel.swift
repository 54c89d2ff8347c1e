import Combine
import Foundation
import ReMVVM

/// What the Checkout screen shows, derived from the store's `CheckoutState`. It changes nothing:
/// the screen dispatches actions, reducers build the next state, and the outputs follow it.
struct CheckoutViewModel: StateAssociated, ReMVVMDriven {
    typealias State = CheckoutState

    // MARK: - Dependencies

    private let source: AnyStateSource<CheckoutState>
    private let api: APIClient
    private let now: Date

    // MARK: - Outputs

    let status: AnyPublisher<CheckoutState.Status, Never>
    let title: AnyPublisher<String, Never>
    let items: AnyPublisher<[Item], Never>
    let total: AnyPublisher<Double, Never>
    let selection: AnyPublisher<Item?, Never>
    let counts: AnyPublisher<[String: Int], Never>

    // MARK: - Lifecycle

    init(source: AnyStateSource<CheckoutState>, api: APIClient, now: Date) {
        self.source = source
        self.api = api
        self.now = now
        status = source.$state.map(\.status).removeDuplicates().eraseToAnyPublisher()
        title = source.$state.map(\.title).eraseToAnyPublisher()
        items = source.$state.map(\.items).eraseToAnyPublisher()
        total = source.$state.map(\.total).eraseToAnyPublisher()
        selection = source.$state.map(\.selection).eraseToAnyPublisher()
        counts = source.$state.map(\.counts).eraseToAnyPublisher()
    }
}

// MARK: - Factory

extension CheckoutViewModel {
    /// Teaches the app's view-model factory to build this view model from the store's state, so
    /// that `@Provided` and `remvvm.viewModel(for:)` hand it to the screen.
    static func register(in factory: CompositeViewModelFactory, api: APIClient, now: Date) {
        factory.add { CheckoutViewModel(source: remvvm.source, api: api, now: now) }
    }
}
