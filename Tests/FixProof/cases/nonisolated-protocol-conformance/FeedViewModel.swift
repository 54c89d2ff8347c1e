// The view model conforms to a project protocol whose requirement is nonisolated and
// synchronous. A `@MainActor` class's `reload()` cannot witness it (the conformance "crosses into
// main actor-isolated code"), so `@MainActor` would not compile and the fix must be held back.
import Combine

protocol Reloading {
    func reload()
}

final class FeedViewModel: ObservableObject, Reloading {
    // MARK: - Input

    func reload() {
        count += 1
    }

    // MARK: - Output

    @Published private(set) var count = 0
}
