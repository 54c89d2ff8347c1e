import Combine
@testable import DialectRemvvm
import Foundation
import ReMVVM
import XCTest

final class SampleViewModelTests: XCTestCase {
    func testStatus_startsWithTheCurrentState() {
        let sut = makeSUT(source: MockStateSource(state: .initial))
        var statuses: [SampleState.Status] = []

        let subscription = sut.status.sink { statuses.append($0) }
        subscription.cancel()

        XCTAssertEqual(statuses, [.idle])
    }

    // MARK: - Support

    private func makeSUT(source: MockStateSource<SampleState>) -> SampleViewModel {
        SampleViewModel(source: source.any)
    }
}
