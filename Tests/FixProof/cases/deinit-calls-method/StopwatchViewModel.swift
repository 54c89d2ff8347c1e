import Combine
import Foundation

final class StopwatchViewModel: ObservableObject {
    // MARK: - Properties & Dependencies

    var timer: Timer?

    // MARK: - Lifecycle

    deinit {
        timer?.invalidate()
    }

    // MARK: - Output

    @Published private(set) var seconds = 0
}
