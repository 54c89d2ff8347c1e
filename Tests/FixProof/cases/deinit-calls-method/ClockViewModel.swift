// A `deinit` is nonisolated even in a `@MainActor` class. This one calls the view model's own
// method `stopTimer()`, which `@MainActor` would isolate: the call would not compile, so the fix
// is held back. StopwatchViewModel's `deinit` only touches a stored property, which a
// nonisolated `deinit` may do, so that one gets `@MainActor`.
import Combine
import Foundation

final class ClockViewModel: ObservableObject {
    // MARK: - Properties & Dependencies

    var timer: Timer?

    // MARK: - Lifecycle

    deinit {
        stopTimer()
    }

    // MARK: - Output

    @Published private(set) var seconds = 0

    // MARK: - Support

    private func stopTimer() {
        timer?.invalidate()
    }
}
