import Foundation

@MainActor
final class AccountViewModel: ObservableObject {
    // MARK: - Properties & Dependencies
    private let accounts: AccountRepository

    // MARK: - Lifecycle
    init(accounts: AccountRepository, responder: Responder<ResponderAction>) {
        self.accounts = accounts
        self.responder = responder
    }

    // MARK: - Responder
    enum ResponderAction {
        case deleted
        case signedOut // expect: untested_action
    }

    private let responder: Responder<ResponderAction>

    // MARK: - Input
    enum Action {
        case delete
        case deleteFinished
    }

    func send(_ action: Action) {
        switch action {
        case .delete:
            Task {
                try? await accounts.deleteCurrent()
                send(.deleteFinished)
            }
        case .deleteFinished:
            responder.send(.deleted)
        }
    }

    func signOut() {
        responder.send(.signedOut)
    }

    // MARK: - Output
    @Published var planName = "Pro" // expect: output_private_set
}
