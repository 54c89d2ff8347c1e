import Combine
@testable import DialectInputsOutputsCombine
import XCTest

final class CheckoutViewModelTests: XCTestCase {
    func testState_startsIdle() {
        let sut = makeSUT()
        var states: [CheckoutViewModel.State] = []

        let subscription = sut.output.state.sink { states.append($0) }

        XCTAssertEqual(states, [.idle])
        subscription.cancel()
    }

    func testAddInput_emitsStateAdd() {
        let sut = makeSUT()
        var states: [CheckoutViewModel.State] = []
        let subscription = sut.output.state.sink { states.append($0) }

        sut.input.add.send(0)

        XCTAssertEqual(states, [.idle, .add])
        subscription.cancel()
    }

    func testRemoveInput_emitsStateRemove() {
        let sut = makeSUT()
        var states: [CheckoutViewModel.State] = []
        let subscription = sut.output.state.sink { states.append($0) }

        sut.input.remove.send(0)

        XCTAssertEqual(states, [.idle, .remove])
        subscription.cancel()
    }

    func testApplyInput_emitsStateApply() {
        let sut = makeSUT()
        var states: [CheckoutViewModel.State] = []
        let subscription = sut.output.state.sink { states.append($0) }

        sut.input.apply.send((code: "", replacing: false))

        XCTAssertEqual(states, [.idle, .apply])
        subscription.cancel()
    }

    func testSelectInput_emitsStateSelect() {
        let sut = makeSUT()
        var states: [CheckoutViewModel.State] = []
        let subscription = sut.output.state.sink { states.append($0) }

        sut.input.select.send(nil)

        XCTAssertEqual(states, [.idle, .select])
        subscription.cancel()
    }

    func testCheckoutInput_emitsStateCheckout() {
        let sut = makeSUT()
        var states: [CheckoutViewModel.State] = []
        let subscription = sut.output.state.sink { states.append($0) }

        sut.input.checkout.send()

        XCTAssertEqual(states, [.idle, .checkout])
        subscription.cancel()
    }

    func testCancelInput_navigatesToCancel() {
        let sut = makeSUT()
        var navigations = 0
        let subscription = sut.output.navigation.sink { navigation in
            if case .cancel = navigation {
                navigations += 1
            }
        }

        sut.input.cancel.send()

        XCTAssertEqual(navigations, 1)
        subscription.cancel()
    }

    func testFinishedInput_navigatesToFinished() {
        let sut = makeSUT()
        var navigations = 0
        let subscription = sut.output.navigation.sink { navigation in
            if case .finished = navigation {
                navigations += 1
            }
        }

        sut.input.finished.send(0)

        XCTAssertEqual(navigations, 1)
        subscription.cancel()
    }

    func testFailedInput_navigatesToFailed() {
        let sut = makeSUT()
        var navigations = 0
        let subscription = sut.output.navigation.sink { navigation in
            if case .failed = navigation {
                navigations += 1
            }
        }

        sut.input.failed.send("")

        XCTAssertEqual(navigations, 1)
        subscription.cancel()
    }

    // MARK: - Support

    private func makeSUT() -> CheckoutViewModel {
        CheckoutViewModel(api: .preview, now: Date())
    }
}
