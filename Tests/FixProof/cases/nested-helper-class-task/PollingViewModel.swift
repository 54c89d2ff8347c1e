// A class nested in a view model does not inherit the view model's `@MainActor`: `Helper.poke()`
// and the `Task` it starts stay nonisolated, and set `count` from there. With `@MainActor` on
// the view model that write would not compile, so the fix must be held back.
import Combine

final class PollingViewModel: ObservableObject {
    final class Helper {
        weak var owner: PollingViewModel?

        func poke() {
            Task { owner?.count = 1 }
        }
    }

    // MARK: - Output

    @Published private(set) var count = 0
}
