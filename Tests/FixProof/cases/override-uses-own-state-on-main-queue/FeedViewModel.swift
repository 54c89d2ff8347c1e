import Combine
import Dispatch

/// Its override of `refresh()` stays nonisolated under `@MainActor`, but it touches `items` only
/// in a closure `DispatchQueue.main` runs, on the main actor: the annotation compiles.
final class FeedViewModel: BaseModel, ObservableObject {
    // MARK: - Lifecycle

    override func refresh() {
        DispatchQueue.main.async {
            self.items += 1
        }
    }

    // MARK: - Output

    @Published private(set) var items = 0
}
