@testable import DialectInputsOutputsRxSwift
import RxCocoa
import RxSwift
import XCTest

final class CheckoutViewModelTests: XCTestCase {
    func testState_startsIdle() {
        let sut = makeSUT()
        var states: [CheckoutViewModel.State] = []

        let subscription = sut.output.state.drive(onNext: { states.append($0) })

        XCTAssertEqual(states, [.idle])
        subscription.dispose()
    }

    func testAddInput_emitsStateAdd() {
        let sut = makeSUT()
        var states: [CheckoutViewModel.State] = []
        let subscription = sut.output.state.drive(onNext: { states.append($0) })

        sut.input.add.accept(0)

        XCTAssertEqual(states, [.idle, .add])
        subscription.dispose()
    }

    func testRemoveInput_emitsStateRemove() {
        let sut = makeSUT()
        var states: [CheckoutViewModel.State] = []
        let subscription = sut.output.state.drive(onNext: { states.append($0) })

        sut.input.remove.accept(0)

        XCTAssertEqual(states, [.idle, .remove])
        subscription.dispose()
    }

    func testApplyInput_emitsStateApply() {
        let sut = makeSUT()
        var states: [CheckoutViewModel.State] = []
        let subscription = sut.output.state.drive(onNext: { states.append($0) })

        sut.input.apply.accept((code: "", replacing: false))

        XCTAssertEqual(states, [.idle, .apply])
        subscription.dispose()
    }

    func testSelectInput_emitsStateSelect() {
        let sut = makeSUT()
        var states: [CheckoutViewModel.State] = []
        let subscription = sut.output.state.drive(onNext: { states.append($0) })

        sut.input.select.accept(nil)

        XCTAssertEqual(states, [.idle, .select])
        subscription.dispose()
    }

    func testCheckoutInput_emitsStateCheckout() {
        let sut = makeSUT()
        var states: [CheckoutViewModel.State] = []
        let subscription = sut.output.state.drive(onNext: { states.append($0) })

        sut.input.checkout.accept(())

        XCTAssertEqual(states, [.idle, .checkout])
        subscription.dispose()
    }

    func testCancelInput_navigatesToCancel() {
        let sut = makeSUT()
        var navigations = 0
        let subscription = sut.output.navigation.subscribe(onNext: { navigation in
            if case .cancel = navigation {
                navigations += 1
            }
        })

        sut.input.cancel.accept(())

        XCTAssertEqual(navigations, 1)
        subscription.dispose()
    }

    func testFinishedInput_navigatesToFinished() {
        let sut = makeSUT()
        var navigations = 0
        let subscription = sut.output.navigation.subscribe(onNext: { navigation in
            if case .finished = navigation {
                navigations += 1
            }
        })

        sut.input.finished.accept(0)

        XCTAssertEqual(navigations, 1)
        subscription.dispose()
    }

    func testFailedInput_navigatesToFailed() {
        let sut = makeSUT()
        var navigations = 0
        let subscription = sut.output.navigation.subscribe(onNext: { navigation in
            if case .failed = navigation {
                navigations += 1
            }
        })

        sut.input.failed.accept("")

        XCTAssertEqual(navigations, 1)
        subscription.dispose()
    }

    // MARK: - Support

    private func makeSUT() -> CheckoutViewModel {
        CheckoutViewModel(api: .preview, now: Date())
    }
}
