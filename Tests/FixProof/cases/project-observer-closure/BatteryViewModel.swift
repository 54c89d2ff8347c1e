// Registered through the project's monitor, its closure using `self`, and unregistered in
// `deinit` through stored properties: `@MainActor` on the class still compiles.
import Combine

final class BatteryViewModel: ObservableObject {
    // MARK: - Properties & Dependencies

    private let monitor = BatteryMonitor()
    private var observerID: Int?

    // MARK: - Lifecycle

    deinit {
        if let observerID { monitor.removeObserver(byID: observerID) }
    }

    // MARK: - Input

    func start() {
        observerID = monitor.addObserver { [weak self] level in
            self?.update(level)
        }
    }

    // MARK: - Output

    @Published private(set) var level = 0

    // MARK: - Support

    private func update(_ level: Int) {
        self.level = level
    }
}
