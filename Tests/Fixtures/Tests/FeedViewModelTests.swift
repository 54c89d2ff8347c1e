import XCTest
@testable import App

@MainActor
final class FeedViewModelTests: XCTestCase {
    func testAppear_loadsFirstPage() async {
        let sut = FeedViewModel(api: .stub([]))
        sut.send(.appear)
        // sut.send(.loaded([])) is still to be written
        XCTAssertTrue(sut.posts.isEmpty)
    }
}
