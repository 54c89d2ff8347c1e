@testable import ScaffoldedObservable
import XCTest

/// `async` test methods run on the main actor with every XCTest, Linux's included.
@MainActor
final class CheckoutViewModelTests: XCTestCase {
    func testInitialState_isIdle() async {
        let sut = makeSUT()

        XCTAssertEqual(sut.state, .idle)
    }

    func testAdd_changesStateToAdd() async {
        let sut = makeSUT()

        sut.send(.add(id: 0))

        XCTAssertEqual(sut.state, .add)
    }

    func testRemove_changesStateToRemove() async {
        let sut = makeSUT()

        sut.send(.remove(0))

        XCTAssertEqual(sut.state, .remove)
    }

    func testApply_changesStateToApply() async {
        let sut = makeSUT()

        sut.send(.apply(code: "", replacing: false))

        XCTAssertEqual(sut.state, .apply)
    }

    func testSelect_changesStateToSelect() async {
        let sut = makeSUT()

        sut.send(.select(nil))

        XCTAssertEqual(sut.state, .select)
    }

    func testCheckout_changesStateToCheckout() async {
        let sut = makeSUT()

        sut.send(.checkout)

        XCTAssertEqual(sut.state, .checkout)
    }

    func testCancel_respondsWithCancel() async {
        var responses = 0
        let sut = makeSUT(responder: .init { action in
            if case .cancel = action {
                responses += 1
            }
        })

        sut.send(.cancel)

        XCTAssertEqual(responses, 1)
    }

    func testFinished_respondsWithFinished() async {
        var responses = 0
        let sut = makeSUT(responder: .init { action in
            if case .finished = action {
                responses += 1
            }
        })

        sut.send(.finished(total: 0))

        XCTAssertEqual(responses, 1)
    }

    func testFailed_respondsWithFailed() async {
        var responses = 0
        let sut = makeSUT(responder: .init { action in
            if case .failed = action {
                responses += 1
            }
        })

        sut.send(.failed(""))

        XCTAssertEqual(responses, 1)
    }

    // MARK: - Support

    private func makeSUT(responder: Responder<CheckoutViewModel.ResponderAction> = .noop) -> CheckoutViewModel {
        CheckoutViewModel(api: .preview, now: Date(), responder: responder)
    }
}
