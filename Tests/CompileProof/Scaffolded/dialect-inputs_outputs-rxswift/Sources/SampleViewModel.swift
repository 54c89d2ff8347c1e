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
}

// MARK: - Logic

/// The screen's logic, piped from its inputs to its outputs. It is an extension's `init`, so the
/// struct keeps its memberwise `init(input:output:)`, with which tests stub the outputs.
extension SampleViewModel {
    init() {
        let input = Input()
        self.input = input
        output = Output(
            state: Driver.just(.idle)
        )
    }
}
