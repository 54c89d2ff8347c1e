import Combine

@MainActor
final class WalletListViewModel: ObservableObject {
    struct Item {
        var state: String
    }

    // MARK: - Input

    func load(_ index: Int) {
        self.items[index].state = "loaded"
        self.rows[index].title = "Loaded"
        items[index].state = "shown"
    }

    // MARK: - Output

    @Published private(set) var items: [Item] = []
    @Published private(set) var rows: [RowViewModel] = []
}
