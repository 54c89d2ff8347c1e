@testable import DialectRemvvm
import ReMVVM
import XCTest

final class SampleReducersTests: XCTestCase {
    func testInitialState_isIdle() {
        XCTAssertEqual(SampleState.initial.status, .idle)
    }
}
