import Combine

/// One of two outputs named `state`: only its own code writes this one. The other, `Item.state`,
/// is written by `WalletListViewModel` through an element of an array typed `[Item]`.
@MainActor
final class BalanceViewModel: ObservableObject {
    // MARK: - Input

    func refresh() {
        state = "loading"
    }

    // MARK: - Output

    @Published var state = "idle"
}
