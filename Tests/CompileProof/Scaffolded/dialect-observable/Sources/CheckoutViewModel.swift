import Foundation
import Observation

@MainActor
@Observable
final class CheckoutViewModel {
    // MARK: - Dependencies

    private let api: APIClient
    private let now: Date

    // MARK: - Callbacks

    private let onCancel: () -> Void
    private let onFinished: (_ total: Double) -> Void
    private let onFailed: (String) -> Void

    // MARK: - Lifecycle

    init(
        api: APIClient,
        now: Date,
        onCancel: @escaping () -> Void,
        onFinished: @escaping (_ total: Double) -> Void,
        onFailed: @escaping (String) -> Void
    ) {
        self.api = api
        self.now = now
        self.onCancel = onCancel
        self.onFinished = onFinished
        self.onFailed = onFailed
    }

    // MARK: - Outputs

    enum State {
        case idle
        case add
        case remove
        case apply
        case select
        case checkout
    }

    private(set) var state: State = .idle
    private(set) var title: String = ""
    private(set) var items: [Item] = []
    private(set) var total: Double = 0
    private(set) var selection: Item? = nil
    private(set) var counts: [String: Int] = [:]

    // MARK: - Actions

    func add(id: Int) {
        state = .add
    }

    func remove(_ value: Int) {
        state = .remove
    }

    func apply(code: String, replacing: Bool) {
        state = .apply
    }

    func select(_ value: Item?) {
        state = .select
    }

    func cancel() {
        onCancel()
    }

    func checkout() {
        state = .checkout
    }

    func finished(total: Double) {
        onFinished(total)
    }

    func failed(_ value: String) {
        onFailed(value)
    }
}
