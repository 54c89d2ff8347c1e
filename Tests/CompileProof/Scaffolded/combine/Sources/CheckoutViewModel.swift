import Combine
import Foundation

@MainActor
final class CheckoutViewModel: ObservableObject {
    // MARK: - Properties & Dependencies

    private let api: APIClient
    private let now: Date

    // MARK: - Lifecycle

    init(api: APIClient, now: Date, responder: Responder<ResponderAction>) {
        self.api = api
        self.now = now
        self.responder = responder
    }

    // MARK: - Responder

    enum ResponderAction {
        case cancel
        case finished(total: Double)
        case failed(String)
    }

    private let responder: Responder<ResponderAction>

    // MARK: - Input

    enum Action {
        case add(id: Int)
        case remove(Int)
        case apply(code: String, replacing: Bool)
        case select(Item?)
        case cancel
        case checkout
        case finished(total: Double)
        case failed(String)
    }

    func send(_ action: Action) {
        switch action {
        case .add:
            state = .add

        case .remove:
            state = .remove

        case .apply:
            state = .apply

        case .select:
            state = .select

        case .cancel:
            responder.send(.cancel)

        case .checkout:
            state = .checkout

        case let .finished(total):
            responder.send(.finished(total: total))

        case let .failed(value):
            responder.send(.failed(value))
        }
    }

    // MARK: - Output

    enum State {
        case idle
        case add
        case remove
        case apply
        case select
        case checkout
    }

    @Published private(set) var state: State = .idle
    @Published private(set) var title: String = ""
    @Published private(set) var items: [Item] = []
    @Published private(set) var total: Double = 0
    @Published private(set) var selection: Item? = nil
    @Published private(set) var counts: [String: Int] = [:]

    // MARK: - Support
}
