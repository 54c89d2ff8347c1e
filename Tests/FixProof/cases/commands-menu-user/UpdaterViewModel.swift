// Besides its view, the only other user is a menu's `Commands`, which SwiftUI declares
// `@MainActor` like `View`: the fix is applied and the project still compiles.
import Combine

final class UpdaterViewModel: ObservableObject {
    // MARK: - Input

    func checkForUpdates() {
        checks += 1
    }

    // MARK: - Output

    @Published private(set) var checks = 0
}
