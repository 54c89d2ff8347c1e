import Foundation

/// Runs the Checkout screen: takes its commands and answers each with a new `CheckoutViewState`.
final class CheckoutViewModel: StateViewModel<CheckoutViewState, CheckoutViewModel.Command> {
    // MARK: - Dependencies

    private let api: APIClient
    private let now: Date

    // MARK: - Lifecycle

    init(api: APIClient, now: Date) {
        self.api = api
        self.now = now
        super.init(initialState: .initial)
    }

    // MARK: - Commands

    enum Command {
        case add(id: Int)
        case remove(Int)
        case apply(code: String, replacing: Bool)
        case select(Item?)
        case cancel
        case checkout
        case finished(total: Double)
        case failed(String)
    }

    override func nextState(after command: Command, data: Any?) -> CheckoutViewState {
        switch command {
        case .add:
            state(status: .add)

        case .remove:
            state(status: .remove)

        case .apply:
            state(status: .apply)

        case .select:
            state(status: .select)

        case .cancel:
            state(route: .cancel)

        case .checkout:
            state(status: .checkout)

        case let .finished(total):
            state(route: .finished(total: total))

        case let .failed(value):
            state(route: .failed(value))
        }
    }

    // MARK: - Support

    /// The current state's values, with a new status or a route.
    private func state(
        status: CheckoutViewState.Status? = nil,
        route: CheckoutViewState.Route? = nil
    ) -> CheckoutViewState {
        CheckoutViewState(
            status: status ?? viewState.status,
            route: route,
            title: viewState.title,
            items: viewState.items,
            total: viewState.total,
            selection: viewState.selection,
            counts: viewState.counts
        )
    }
}
