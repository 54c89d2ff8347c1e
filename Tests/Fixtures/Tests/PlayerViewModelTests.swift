import XCTest
@testable import App

final class PlayerViewModelTests: XCTestCase {
    func testToggle() {
        let sut = PlayerViewModel(engine: .silent)
        sut.send(.toggle)
        XCTAssertTrue(sut.isPlaying)
    }
}
