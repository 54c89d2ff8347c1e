import SwiftUI
import Combine

struct WalletView: View {
    @StateObject var viewModel: WalletViewModel

    var body: some View {
        VStack {
            Text(viewModel.balance, format: .currency(code: "USD"))
            Button("Top up") { viewModel.send(.topUp(10)) }
        }
    }
}

@MainActor
final class WalletViewModel: ObservableObject {
    enum Action { case topUp(Decimal) }

    func send(_ action: Action) {
        switch action {
        case .topUp(let amount):
            balance += amount
        }
    }

    @Published var balance: Decimal = 0 // expect: output_private_set
    @Published
    internal(set) var history: [Decimal] = [] // expect: output_private_set
    @Published private var lastSync: Date?
}
