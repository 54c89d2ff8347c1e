import Combine

/// Another type removes items from the output with `removeAll` written with its trailing closure
/// alone, no parentheses: a mutating call all the same, so `private(set)` would not compile.
struct Item {
    var id: Int
}

@MainActor
final class FeedViewModel: ObservableObject {
    // MARK: - Output

    @Published var items: [Item] = []
}
