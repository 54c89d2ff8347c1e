import Foundation

/// Runs the Checkout screen: takes its commands and answers each with a new `CheckoutViewState`.
final class CheckoutViewModel: StateViewModel<CheckoutViewState> {

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

    func execute(command: Command) {
        switch command {
        case .add:
            viewState = nextState(status: .add)

        case .remove:
            viewState = nextState(status: .remove)

        case .apply:
            viewState = nextState(status: .apply)

        case .select:
            viewState = nextState(status: .select)

        case .cancel:
            viewState = nextState(route: .cancel)

        case .checkout:
            viewState = nextState(status: .checkout)

        case .finished(let total):
            viewState = nextState(route: .finished(total: total))

        case .failed(let value):
            viewState = nextState(route: .failed(value))
        }
    }

    // MARK: - Support

    /// The next state: the current one's values, with a new status or a route.
    private func nextState(status: CheckoutViewState.Status? = nil, route: CheckoutViewState.Route? = nil) -> CheckoutViewState {
        CheckoutViewState(status: status ?? viewState.status, route: route, title: viewState.title, items: viewState.items, total: viewState.total, selection: viewState.selection, counts: viewState.counts)
    }
}
