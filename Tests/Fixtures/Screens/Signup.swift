import SwiftUI
import Observation

struct SignupView: View {
    @State private var name = ""
    @State private var acceptsTerms = false
    @State private var viewModel: SignupViewModel

    init(viewModel: SignupViewModel) {
        _viewModel = State(initialValue: viewModel)
    }

    var body: some View {
        VStack(alignment: .leading) {
            TextField("Name", text: $name)
            Toggle("I accept the terms", isOn: $acceptsTerms)
            Button("Create account") {
                viewModel.send(.submit(name: name, acceptsTerms: acceptsTerms))
            }
            .disabled(!viewModel.canSubmit)
        }
    }
}

@MainActor
@Observable
final class SignupViewModel {
    private let accounts: AccountRepository

    init(accounts: AccountRepository, responder: Responder<ResponderAction>) {
        self.accounts = accounts
        self.responder = responder
    }

    enum ResponderAction { case created }
    private let responder: Responder<ResponderAction>

    enum Action {
        case submit(name: String, acceptsTerms: Bool)
        case created
    }

    func send(_ action: Action) {
        switch action {
        case .submit(let name, let acceptsTerms):
            guard acceptsTerms else { return }
            Task { await accounts.create(name: name); send(.created) }
        case .created:
            responder.send(.created)
        }
    }

    private(set) var canSubmit = true
}
