import Combine

final class FeedViewModel: ObservableObject, Refreshing {
    // MARK: - Input

    func refresh() {
        items = ["new"]
    }

    // MARK: - Output

    @Published private(set) var items: [String] = []
}

final class BadgeViewModel: ObservableObject {
    // MARK: - Input

    func clear() {
        count = 0
    }

    // MARK: - Output

    @Published private(set) var count = 3
}
