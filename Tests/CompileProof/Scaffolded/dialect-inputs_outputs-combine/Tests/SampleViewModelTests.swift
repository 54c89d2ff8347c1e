import Combine
@testable import DialectInputsOutputsCombine
import XCTest

final class SampleViewModelTests: XCTestCase {
    func testState_startsIdle() {
        let sut = makeSUT()
        var states: [SampleViewModel.State] = []

        let subscription = sut.output.state.sink { states.append($0) }

        XCTAssertEqual(states, [.idle])
        subscription.cancel()
    }

    // MARK: - Support

    private func makeSUT() -> SampleViewModel {
        SampleViewModel()
    }
}
