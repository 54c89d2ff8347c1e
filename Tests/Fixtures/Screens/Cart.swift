import SwiftUI

struct CartView: View {
    @ObservedObject var viewModel: CartViewModel

    var body: some View {
        List {
            ForEach(viewModel.items) { item in
                HStack {
                    Text(item.name)
                    Stepper("\(item.quantity)", onIncrement: { viewModel.send(.increment(item.id)) },
                            onDecrement: { viewModel.send(.decrement(item.id)) })
                }
            }
            Text(viewModel.total.formatted(.currency(code: "EUR")))
        }
        .toolbar { Button("Clear") { viewModel.send(.clear) } }
    }
}

@MainActor
final class CartViewModel: ObservableObject {
    init(items: [CartItem]) {
        self.items = items
    }

    enum Action {
        case increment(CartItem.ID)
        case decrement(CartItem.ID)
        case clear
        case couponApplied(Coupon)
    }

    func send(_ action: Action) {
        switch action {
        case .increment(let id), .decrement(let id): // expect: single_state_change
            let delta = action.isIncrement ? 1 : -1
            items = items.map { $0.id == id ? $0.adding(delta) : $0 }
        case .clear: // expect: single_state_change
            items.removeAll()
            coupon = nil
            recalculate()
        case .couponApplied(let coupon):
            switch coupon.kind {
            case .percent, .fixed:
                self.coupon = coupon
            case .freeShipping:
                send(.clear)
            }
        }
    }

    @Published private(set) var items: [CartItem]
    @Published private(set) var coupon: Coupon?
    var total: Decimal { items.reduce(0) { $0 + $1.price } }

    private func recalculate() {}
}

private extension CartViewModel.Action {
    var isIncrement: Bool {
        switch self {
        case .increment, .couponApplied: return true
        case .decrement, .clear: return false
        }
    }
}
