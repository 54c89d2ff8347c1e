// A `@MainActor` class builds this view model inside a Combine `map` closure. That closure is
// not `@Sendable`, so it takes on the isolation of the code around it, the main actor: the
// closure is not off the main actor, the fix is applied and the project still compiles.
import Combine

final class RowViewModel: ObservableObject {
    // MARK: - Output

    @Published private(set) var title = ""
}
