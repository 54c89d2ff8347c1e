@MainActor
struct FeedPruner {
    let viewModel: FeedViewModel

    func remove(_ id: Int) {
        viewModel.items.removeAll { $0.id == id }
    }
}
