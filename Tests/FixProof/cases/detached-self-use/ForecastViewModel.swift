// The view model's own code starts a detached task that calls one of its static methods through
// `Self`. A detached closure is nonisolated: with `@MainActor` on the class, that call would
// need the main actor and no longer compile, so the fix must be held back.
import Combine

final class ForecastViewModel: ObservableObject {
    // MARK: - Output

    @Published private(set) var summary = ""

    // MARK: - Support

    func refresh() {
        Task.detached {
            _ = Self.format(21)
        }
    }

    static func format(_ degrees: Int) -> String { "\(degrees)°" }
}
