@testable import DialectRemvvm
import ReMVVM
import XCTest

final class CheckoutReducersTests: XCTestCase {
    func testInitialState_isIdle() {
        XCTAssertEqual(CheckoutState.initial.status, .idle)
    }

    func testCheckoutAddReducer_setsStatusAdd() {
        let state = CheckoutAddReducer.reduce(state: .initial, with: CheckoutAddAction(id: 0))

        XCTAssertEqual(state.status, .add)
    }

    func testCheckoutRemoveReducer_setsStatusRemove() {
        let state = CheckoutRemoveReducer.reduce(state: .initial, with: CheckoutRemoveAction(value: 0))

        XCTAssertEqual(state.status, .remove)
    }

    func testCheckoutApplyReducer_setsStatusApply() {
        let state = CheckoutApplyReducer.reduce(state: .initial, with: CheckoutApplyAction(code: "", replacing: false))

        XCTAssertEqual(state.status, .apply)
    }

    func testCheckoutSelectReducer_setsStatusSelect() {
        let state = CheckoutSelectReducer.reduce(state: .initial, with: CheckoutSelectAction(value: nil))

        XCTAssertEqual(state.status, .select)
    }

    func testCheckoutCancelReducer_setsStatusCancel() {
        let state = CheckoutCancelReducer.reduce(state: .initial, with: CheckoutCancelAction())

        XCTAssertEqual(state.status, .cancel)
    }

    func testCheckoutCheckoutReducer_setsStatusCheckout() {
        let state = CheckoutCheckoutReducer.reduce(state: .initial, with: CheckoutCheckoutAction())

        XCTAssertEqual(state.status, .checkout)
    }

    func testCheckoutFinishedReducer_setsStatusFinished() {
        let state = CheckoutFinishedReducer.reduce(state: .initial, with: CheckoutFinishedAction(total: 0))

        XCTAssertEqual(state.status, .finished)
    }

    func testCheckoutFailedReducer_setsStatusFailed() {
        let state = CheckoutFailedReducer.reduce(state: .initial, with: CheckoutFailedAction(value: ""))

        XCTAssertEqual(state.status, .failed)
    }

    func testComposedReducer_reducesEveryActionOfTheScreen() {
        let reducer = CheckoutReducers.reducer

        XCTAssertEqual(reducer.reduce(state: .initial, with: CheckoutAddAction(id: 0)).status, .add)

        XCTAssertEqual(reducer.reduce(state: .initial, with: CheckoutRemoveAction(value: 0)).status, .remove)

        XCTAssertEqual(
            reducer.reduce(state: .initial, with: CheckoutApplyAction(code: "", replacing: false)).status,
            .apply
        )

        XCTAssertEqual(reducer.reduce(state: .initial, with: CheckoutSelectAction(value: nil)).status, .select)

        XCTAssertEqual(reducer.reduce(state: .initial, with: CheckoutCancelAction()).status, .cancel)

        XCTAssertEqual(reducer.reduce(state: .initial, with: CheckoutCheckoutAction()).status, .checkout)

        XCTAssertEqual(reducer.reduce(state: .initial, with: CheckoutFinishedAction(total: 0)).status, .finished)

        XCTAssertEqual(reducer.reduce(state: .initial, with: CheckoutFailedAction(value: "")).status, .failed)
    }
}
