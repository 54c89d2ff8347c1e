import XCTest
@testable import App

@MainActor
final class OrdersViewModelTests: XCTestCase {
    func testRetry_showsLoading() {
        let sut = OrdersViewModel(orders: OrderRepositoryStub())
        sut.send(.retry)
        XCTAssertEqual(sut.state, .loading)
    }
}
