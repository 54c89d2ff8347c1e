import XCTest
@testable import App

@MainActor
final class NotificationsViewModelTests: XCTestCase {
    func testAppear() {
        let sut = NotificationsViewModel()
        sut.send(.appear(User.ID()))
        XCTAssertTrue(sut.items.isEmpty)
    }
}
