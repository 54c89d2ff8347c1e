import SwiftUI

struct OrdersView: View {
    @StateObject var viewModel: OrdersViewModel

    var body: some View {
        switch viewModel.state {
        case .loading: ProgressView()
        case .loaded(let orders): List(orders) { Text($0.title) }
        case .failed: Button("Retry") { viewModel.send(.retry) }
        }
    }
}

@MainActor
final class OrdersViewModel: ObservableObject {
    private let orders: OrderRepository

    init(orders: OrderRepository) { self.orders = orders }

    func send(_ action: Action) {
        switch action {
        case .retry:
            state = .loading
        }
    }

    enum Action { case retry } // expect: types_before_use

    @Published private(set) var state: State = .loading

    enum State { case loading, loaded([Order]), failed } // expect: types_before_use
}
