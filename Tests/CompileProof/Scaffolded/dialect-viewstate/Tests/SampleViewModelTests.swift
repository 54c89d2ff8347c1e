import Combine
@testable import DialectViewstate
import XCTest

/// `async` test methods run on the main actor with every XCTest, Linux's included.
@MainActor
final class SampleViewModelTests: XCTestCase {
    func testInitialState_isIdle() async {
        let sut = makeSUT()

        XCTAssertEqual(sut.viewState.status, .idle)
    }

    func testViewStateStream_startsWithTheCurrentStateAndNoPreviousOne() async {
        let sut = makeSUT()
        var changes: [(new: SampleViewState, old: SampleViewState?)] = []

        let subscription = sut.viewStateStream.sink { changes.append($0) }
        subscription.cancel()

        XCTAssertEqual(changes.map(\.new.status), [.idle])
        XCTAssertNil(changes.first?.old)
    }

    // MARK: - Support

    private func makeSUT() -> SampleViewModel {
        SampleViewModel()
    }
}
