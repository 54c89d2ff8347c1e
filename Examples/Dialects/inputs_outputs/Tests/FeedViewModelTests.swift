import XCTest
@testable import ShopApp

final class FeedViewModelTests: XCTestCase {

    func testTitle_isFeed() {
        let sut = FeedViewModel()
        var titles: [String] = []
        let subscription = sut.output.title.drive(onNext: { titles.append($0) })

        XCTAssertEqual(titles, ["Feed"])
        subscription.dispose()
    }
}
