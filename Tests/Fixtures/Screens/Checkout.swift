import SwiftUI

struct CheckoutView: View {
    @StateObject var viewModel: CheckoutViewModel

    var body: some View {
        Button("Pay \(viewModel.amount)") { viewModel.send(.pay) }
    }
}

@MainActor
final class CheckoutViewModel: ObservableObject {
    private let payments: PaymentClient
    let onPaid: (Receipt) -> Void // expect: responder_pattern
    var onCancel: (() -> Void)? // expect: responder_pattern

    init(payments: PaymentClient,
         onPaid: @escaping (Receipt) -> Void, // expect: responder_pattern
         amount: Decimal) {
        self.payments = payments
        self.onPaid = onPaid
        self.amount = amount
    }

    enum Action { case pay }

    func send(_ action: Action) {
        switch action {
        case .pay:
            Task { onPaid(try await payments.charge(amount)) }
        }
    }

    @Published private(set) var amount: Decimal
}
