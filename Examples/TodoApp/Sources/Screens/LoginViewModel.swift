import Combine
import Foundation

@MainActor
final class LoginViewModel: ObservableObject {
    // MARK: - Properties & Dependencies

    // MARK: - Lifecycle

    init(responder: Responder<ResponderAction>) {
        self.responder = responder
    }

    // MARK: - Responder

    enum ResponderAction {
        case signedIn
    }

    private let responder: Responder<ResponderAction>

    // MARK: - Input

    enum Action {
        case signIn(String, String)
        case forgotPassword
        case signedIn
    }

    func send(_ action: Action) {
        switch action {
        case .signIn:
            state = .signIn

        case .forgotPassword:
            state = .forgotPassword

        case .signedIn:
            responder.send(.signedIn)
        }
    }

    // MARK: - Output

    enum State {
        case idle
        case signIn
        case forgotPassword
    }

    @Published private(set) var state: State = .idle

    // MARK: - Support
}
