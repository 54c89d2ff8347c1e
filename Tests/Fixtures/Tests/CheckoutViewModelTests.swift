import XCTest
@testable import App

final class CheckoutViewModelTests: XCTestCase {
    @MainActor func testPay() {
        let sut = CheckoutViewModel(payments: .stub, onPaid: { _ in }, amount: 10)
        sut.send(.pay)
    }
}
