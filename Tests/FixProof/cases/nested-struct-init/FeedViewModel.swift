// A struct nested in a view model stays nonisolated: its `init(owner:)` calls `owner.reload()`
// synchronously. With `@MainActor` on the view model that call would not compile, so the fix
// must be held back.
import Combine

final class FeedViewModel: ObservableObject {
    struct Loader {
        init(owner: FeedViewModel) {
            owner.reload()
        }
    }

    // MARK: - Input

    func reload() {
        count += 1
    }

    // MARK: - Output

    @Published private(set) var count = 0
}
