import Combine
import Foundation

@MainActor
final class SampleViewModel: ObservableObject {
    // MARK: - Properties & Dependencies

    // MARK: - Lifecycle

    init(responder: Responder<ResponderAction>) {
        self.responder = responder
    }

    // MARK: - Responder

    enum ResponderAction {}

    private let responder: Responder<ResponderAction>

    // MARK: - Input

    enum Action {}

    func send(_ action: Action) {}

    // MARK: - Output

    enum State {
        case idle
    }

    @Published private(set) var state: State = .idle

    // MARK: - Support
}
