@testable import ScaffoldedObservable
import XCTest

/// `async` test methods run on the main actor with every XCTest, Linux's included.
@MainActor
final class SampleViewModelTests: XCTestCase {
    func testInitialState_isIdle() async {
        let sut = makeSUT()

        XCTAssertEqual(sut.state, .idle)
    }

    // MARK: - Support

    private func makeSUT(responder: Responder<SampleViewModel.ResponderAction> = .noop) -> SampleViewModel {
        SampleViewModel(responder: responder)
    }
}
