import Combine
@testable import DialectRemvvm
import Foundation
import ReMVVM
import XCTest

final class CheckoutViewModelTests: XCTestCase {
    func testStatus_startsWithTheCurrentState() {
        let sut = makeSUT(source: MockStateSource(state: .initial))
        var statuses: [CheckoutState.Status] = []

        let subscription = sut.status.sink { statuses.append($0) }
        subscription.cancel()

        XCTAssertEqual(statuses, [.idle])
    }

    func testStatus_followsAdd() {
        let source = MockStateSource(state: CheckoutState.initial)
        let sut = makeSUT(source: source)
        var statuses: [CheckoutState.Status] = []
        let subscription = sut.status.sink { statuses.append($0) }

        source.updateState(state: CheckoutAddReducer.reduce(state: .initial, with: CheckoutAddAction(id: 0)))

        XCTAssertEqual(statuses, [.idle, .add])
        subscription.cancel()
    }

    func testStatus_followsRemove() {
        let source = MockStateSource(state: CheckoutState.initial)
        let sut = makeSUT(source: source)
        var statuses: [CheckoutState.Status] = []
        let subscription = sut.status.sink { statuses.append($0) }

        source.updateState(state: CheckoutRemoveReducer.reduce(state: .initial, with: CheckoutRemoveAction(value: 0)))

        XCTAssertEqual(statuses, [.idle, .remove])
        subscription.cancel()
    }

    func testStatus_followsApply() {
        let source = MockStateSource(state: CheckoutState.initial)
        let sut = makeSUT(source: source)
        var statuses: [CheckoutState.Status] = []
        let subscription = sut.status.sink { statuses.append($0) }

        source.updateState(
            state: CheckoutApplyReducer.reduce(state: .initial, with: CheckoutApplyAction(code: "", replacing: false))
        )

        XCTAssertEqual(statuses, [.idle, .apply])
        subscription.cancel()
    }

    func testStatus_followsSelect() {
        let source = MockStateSource(state: CheckoutState.initial)
        let sut = makeSUT(source: source)
        var statuses: [CheckoutState.Status] = []
        let subscription = sut.status.sink { statuses.append($0) }

        source.updateState(state: CheckoutSelectReducer.reduce(state: .initial, with: CheckoutSelectAction(value: nil)))

        XCTAssertEqual(statuses, [.idle, .select])
        subscription.cancel()
    }

    func testStatus_followsCancel() {
        let source = MockStateSource(state: CheckoutState.initial)
        let sut = makeSUT(source: source)
        var statuses: [CheckoutState.Status] = []
        let subscription = sut.status.sink { statuses.append($0) }

        source.updateState(state: CheckoutCancelReducer.reduce(state: .initial, with: CheckoutCancelAction()))

        XCTAssertEqual(statuses, [.idle, .cancel])
        subscription.cancel()
    }

    func testStatus_followsCheckout() {
        let source = MockStateSource(state: CheckoutState.initial)
        let sut = makeSUT(source: source)
        var statuses: [CheckoutState.Status] = []
        let subscription = sut.status.sink { statuses.append($0) }

        source.updateState(state: CheckoutCheckoutReducer.reduce(state: .initial, with: CheckoutCheckoutAction()))

        XCTAssertEqual(statuses, [.idle, .checkout])
        subscription.cancel()
    }

    func testStatus_followsFinished() {
        let source = MockStateSource(state: CheckoutState.initial)
        let sut = makeSUT(source: source)
        var statuses: [CheckoutState.Status] = []
        let subscription = sut.status.sink { statuses.append($0) }

        source.updateState(
            state: CheckoutFinishedReducer.reduce(state: .initial, with: CheckoutFinishedAction(total: 0))
        )

        XCTAssertEqual(statuses, [.idle, .finished])
        subscription.cancel()
    }

    func testStatus_followsFailed() {
        let source = MockStateSource(state: CheckoutState.initial)
        let sut = makeSUT(source: source)
        var statuses: [CheckoutState.Status] = []
        let subscription = sut.status.sink { statuses.append($0) }

        source.updateState(state: CheckoutFailedReducer.reduce(state: .initial, with: CheckoutFailedAction(value: "")))

        XCTAssertEqual(statuses, [.idle, .failed])
        subscription.cancel()
    }

    func testTitle_comesFromTheState() {
        let sut = makeSUT(source: MockStateSource(state: .initial))
        var values = 0

        let subscription = sut.title.sink { _ in values += 1 }
        subscription.cancel()

        XCTAssertEqual(values, 1)
    }

    func testItems_comesFromTheState() {
        let sut = makeSUT(source: MockStateSource(state: .initial))
        var values = 0

        let subscription = sut.items.sink { _ in values += 1 }
        subscription.cancel()

        XCTAssertEqual(values, 1)
    }

    func testTotal_comesFromTheState() {
        let sut = makeSUT(source: MockStateSource(state: .initial))
        var values = 0

        let subscription = sut.total.sink { _ in values += 1 }
        subscription.cancel()

        XCTAssertEqual(values, 1)
    }

    func testSelection_comesFromTheState() {
        let sut = makeSUT(source: MockStateSource(state: .initial))
        var values = 0

        let subscription = sut.selection.sink { _ in values += 1 }
        subscription.cancel()

        XCTAssertEqual(values, 1)
    }

    func testCounts_comesFromTheState() {
        let sut = makeSUT(source: MockStateSource(state: .initial))
        var values = 0

        let subscription = sut.counts.sink { _ in values += 1 }
        subscription.cancel()

        XCTAssertEqual(values, 1)
    }

    // MARK: - Support

    private func makeSUT(source: MockStateSource<CheckoutState>) -> CheckoutViewModel {
        CheckoutViewModel(source: source.any, api: .preview, now: Date())
    }
}
