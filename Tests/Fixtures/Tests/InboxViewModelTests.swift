import XCTest
@testable import App

@MainActor
final class InboxViewModelTests: XCTestCase {
    func testComposeThenDismiss() {
        let sut = InboxViewModel(mail: .stub)
        sut.send(.compose)
        XCTAssertNotNil(sut.composer)
        sut.send(.dismissComposer)
        XCTAssertNil(sut.composer)
    }
}
