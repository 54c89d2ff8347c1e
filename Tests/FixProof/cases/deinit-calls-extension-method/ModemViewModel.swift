// A `deinit` is nonisolated even in a `@MainActor` class. This one calls `hangUp()`, which the
// class declares in an extension in another file: `@MainActor` would isolate that method too, so
// the call would not compile and the fix is held back.
import Combine
import Foundation

final class ModemViewModel: ObservableObject {
    // MARK: - Properties & Dependencies

    var line: Timer?

    // MARK: - Lifecycle

    deinit {
        hangUp()
    }

    // MARK: - Output

    @Published private(set) var isOnline = false
}
