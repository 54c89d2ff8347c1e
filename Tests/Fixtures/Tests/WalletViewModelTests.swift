import XCTest
@testable import App

@MainActor
final class WalletViewModelTests: XCTestCase {
    func testTopUp() {
        let viewModel = WalletViewModel()
        viewModel.send(.topUp(5))
        XCTAssertEqual(viewModel.balance, 5)
    }
}
