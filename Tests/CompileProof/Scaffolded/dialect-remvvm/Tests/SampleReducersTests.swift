import ReMVVM
import XCTest
@testable import DialectRemvvm

final class SampleReducersTests: XCTestCase {

    func testInitialState_isIdle() {
        XCTAssertEqual(SampleState.initial.status, .idle)
    }
}
