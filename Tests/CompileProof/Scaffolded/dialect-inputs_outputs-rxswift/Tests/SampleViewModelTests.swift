@testable import DialectInputsOutputsRxSwift
import RxCocoa
import RxSwift
import XCTest

final class SampleViewModelTests: XCTestCase {
    func testState_startsIdle() {
        let sut = makeSUT()
        var states: [SampleViewModel.State] = []

        let subscription = sut.output.state.drive(onNext: { states.append($0) })

        XCTAssertEqual(states, [.idle])
        subscription.dispose()
    }

    // MARK: - Support

    private func makeSUT() -> SampleViewModel {
        SampleViewModel()
    }
}
