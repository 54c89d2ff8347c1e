import Combine
import Foundation

struct SampleViewModel {
    // MARK: - Inputs

    /// What the view pushes in.
    struct Input {}

    let input: Input

    // MARK: - Outputs

    enum State {
        case idle
    }

    /// What the view (and the flow controller) observe.
    struct Output {
        let state: AnyPublisher<State, Never>
    }

    let output: Output

    // MARK: - Lifecycle

    init() {
        let input = Input()
        self.input = input
        output = Output(
            state: Just(.idle).eraseToAnyPublisher()
        )
    }
}
