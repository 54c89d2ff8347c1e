import Combine
@testable import DialectViewstate
import XCTest

/// `async` test methods run on the main actor with every XCTest, Linux's included.
@MainActor
final class CheckoutViewModelTests: XCTestCase {
    func testInitialState_isIdle() async {
        let sut = makeSUT()

        XCTAssertEqual(sut.viewState.status, .idle)
        XCTAssertNil(sut.viewState.route)
    }

    func testViewStateStream_startsWithTheCurrentStateAndNoPreviousOne() async {
        let sut = makeSUT()
        var changes: [(new: CheckoutViewState, old: CheckoutViewState?)] = []

        let subscription = sut.viewStateStream.sink { changes.append($0) }
        subscription.cancel()

        XCTAssertEqual(changes.map(\.new.status), [.idle])
        XCTAssertNil(changes.first?.old)
    }

    func testAdd_buildsAStateWithStatusAdd() async {
        let sut = makeSUT()
        var statuses: [CheckoutViewState.Status] = []
        let subscription = sut.viewStateStream.sink { statuses.append($0.new.status) }

        sut.execute(command: .add(id: 0))

        XCTAssertEqual(statuses, [.idle, .add])
        subscription.cancel()
    }

    func testRemove_buildsAStateWithStatusRemove() async {
        let sut = makeSUT()
        var statuses: [CheckoutViewState.Status] = []
        let subscription = sut.viewStateStream.sink { statuses.append($0.new.status) }

        sut.execute(command: .remove(0))

        XCTAssertEqual(statuses, [.idle, .remove])
        subscription.cancel()
    }

    func testApply_buildsAStateWithStatusApply() async {
        let sut = makeSUT()
        var statuses: [CheckoutViewState.Status] = []
        let subscription = sut.viewStateStream.sink { statuses.append($0.new.status) }

        sut.execute(command: .apply(code: "", replacing: false))

        XCTAssertEqual(statuses, [.idle, .apply])
        subscription.cancel()
    }

    func testSelect_buildsAStateWithStatusSelect() async {
        let sut = makeSUT()
        var statuses: [CheckoutViewState.Status] = []
        let subscription = sut.viewStateStream.sink { statuses.append($0.new.status) }

        sut.execute(command: .select(nil))

        XCTAssertEqual(statuses, [.idle, .select])
        subscription.cancel()
    }

    func testCheckout_buildsAStateWithStatusCheckout() async {
        let sut = makeSUT()
        var statuses: [CheckoutViewState.Status] = []
        let subscription = sut.viewStateStream.sink { statuses.append($0.new.status) }

        sut.execute(command: .checkout)

        XCTAssertEqual(statuses, [.idle, .checkout])
        subscription.cancel()
    }

    func testCancel_routesToCancel() async {
        let sut = makeSUT()

        sut.execute(command: .cancel)

        guard case .cancel = sut.viewState.route else {
            return XCTFail("expected the route .cancel, got \(String(describing: sut.viewState.route))")
        }
    }

    func testFinished_routesToFinished() async {
        let sut = makeSUT()

        sut.execute(command: .finished(total: 0))

        guard case .finished = sut.viewState.route else {
            return XCTFail("expected the route .finished, got \(String(describing: sut.viewState.route))")
        }
    }

    func testFailed_routesToFailed() async {
        let sut = makeSUT()

        sut.execute(command: .failed(""))

        guard case .failed = sut.viewState.route else {
            return XCTFail("expected the route .failed, got \(String(describing: sut.viewState.route))")
        }
    }

    // MARK: - Support

    private func makeSUT() -> CheckoutViewModel {
        CheckoutViewModel(api: .preview, now: Date())
    }
}
