// `Task.detached` runs its closure off the main actor, even when started from a `@MainActor`
// class: AppLoader builds and calls the view model there. With `@MainActor` on the view model
// neither would compile, so the fix is held back.
import Combine

final class FeedViewModel: ObservableObject {
    // MARK: - Input

    func reload() {
        count += 1
    }

    // MARK: - Output

    @Published private(set) var count = 0
}
