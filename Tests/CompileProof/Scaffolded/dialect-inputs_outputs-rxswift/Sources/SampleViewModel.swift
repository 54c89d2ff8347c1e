import Foundation
import RxCocoa
import RxRelay
import RxSwift

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
        let state: Driver<State>
    }

    let output: Output

    // MARK: - Lifecycle

    init() {
        let input = Input()
        self.input = input
        output = Output(
            state: Driver.just(.idle)
        )
    }
}
