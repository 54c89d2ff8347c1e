import Foundation
import Observation

@MainActor
@Observable
final class SampleViewModel {
    // MARK: - Outputs

    enum State {
        case idle
    }

    private(set) var state: State = .idle
}
