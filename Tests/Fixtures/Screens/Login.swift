import SwiftUI

struct LoginView: View {
    // MARK: - Environment
    @Environment(\.dismiss) private var dismiss

    // MARK: - Local State
    @State private var email = ""
    @State private var password = ""
    @FocusState private var focusedField: Field?

    // MARK: - View Model
    @StateObject var viewModel: LoginViewModel

    // MARK: - Body
    var body: some View {
        Form {
            TextField("Email", text: $email)
                .focused($focusedField, equals: .email)
            SecureField("Password", text: $password)
            if let message = viewModel.errorMessage {
                Text(message).foregroundStyle(.red)
            }
            Button("Sign in") {
                focusedField = nil
                viewModel.send(.signIn(email: email, password: password))
            }
            .disabled(viewModel.isLoading)
            Button("Forgot password?") { viewModel.send(.forgotPassword) }
        }
    }

    // MARK: - Support
    enum Field { case email, password }
}

@MainActor
final class LoginViewModel: ObservableObject {
    // MARK: - Properties & Dependencies
    private let authService: AuthService

    // MARK: - Lifecycle
    init(authService: AuthService, responder: Responder<ResponderAction>) {
        self.authService = authService
        self.responder = responder
    }

    // MARK: - Responder
    enum ResponderAction {
        case signedIn(User)
        case showPasswordReset
    }

    private let responder: Responder<ResponderAction>

    // MARK: - Input
    enum Action {
        case signIn(email: String, password: String)
        case signInFinished(Result<User, Error>)
        case forgotPassword
    }

    func send(_ action: Action) {
        switch action {
        case let .signIn(email, password):
            isLoading = true
            Task {
                let result = await authService.signIn(email: email, password: password)
                self.send(.signInFinished(result))
            }

        case .signInFinished(.success(let user)):
            responder.send(.signedIn(user))

        case .signInFinished(.failure(let error)):
            errorMessage = error.localizedDescription

        case .forgotPassword:
            responder.send(.showPasswordReset)
        }
    }

    // MARK: - Output
    @Published private(set) var isLoading = false
    @Published private(set) var errorMessage: String?
}
