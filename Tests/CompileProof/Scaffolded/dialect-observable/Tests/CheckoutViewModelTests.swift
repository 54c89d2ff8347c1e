@testable import DialectObservable
import Foundation
import Testing

@MainActor
struct CheckoutViewModelTests {
    @Test func startsIdle() {
        let sut = makeSUT()

        #expect(sut.state == .idle)
    }

    @Test func addChangesStateToAdd() {
        let sut = makeSUT()

        sut.add(id: 0)

        #expect(sut.state == .add)
    }

    @Test func removeChangesStateToRemove() {
        let sut = makeSUT()

        sut.remove(0)

        #expect(sut.state == .remove)
    }

    @Test func applyChangesStateToApply() {
        let sut = makeSUT()

        sut.apply(code: "", replacing: false)

        #expect(sut.state == .apply)
    }

    @Test func selectChangesStateToSelect() {
        let sut = makeSUT()

        sut.select(nil)

        #expect(sut.state == .select)
    }

    @Test func checkoutChangesStateToCheckout() {
        let sut = makeSUT()

        sut.checkout()

        #expect(sut.state == .checkout)
    }

    @Test func cancelCallsOnCancel() {
        var calls = 0
        let sut = makeSUT(onCancel: { calls += 1 })

        sut.cancel()

        #expect(calls == 1)
    }

    @Test func finishedCallsOnFinished() {
        var calls = 0
        let sut = makeSUT(onFinished: { _ in calls += 1 })

        sut.finished(total: 0)

        #expect(calls == 1)
    }

    @Test func failedCallsOnFailed() {
        var calls = 0
        let sut = makeSUT(onFailed: { _ in calls += 1 })

        sut.failed("")

        #expect(calls == 1)
    }

    // MARK: - Support

    private func makeSUT(
        onCancel: @escaping () -> Void = {},
        onFinished: @escaping (_ total: Double) -> Void = { _ in },
        onFailed: @escaping (String) -> Void = { _ in }
    ) -> CheckoutViewModel {
        CheckoutViewModel(api: .preview, now: Date(), onCancel: onCancel, onFinished: onFinished, onFailed: onFailed)
    }
}
