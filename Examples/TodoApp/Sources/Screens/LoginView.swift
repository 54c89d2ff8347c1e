import SwiftUI

struct LoginView: View {
    // MARK: - Environment

    // MARK: - Local State

    // MARK: - View Model

    @StateObject private var viewModel: LoginViewModel

    /// Built once, however often the parent renders; the parent decides which view model, the
    /// view owns it from then on.
    init(viewModel: @autoclosure @escaping () -> LoginViewModel) {
        _viewModel = StateObject(wrappedValue: viewModel())
    }

    // MARK: - Body

    var body: some View {
        VStack {
            title
            Button("Forgot Password") {
                viewModel.send(.forgotPassword)
            }
        }
    }

    // MARK: - Support

    private var title: some View {
        Text("Login")
    }
}

struct LoginView_Previews: PreviewProvider {
    static var previews: some View {
        LoginView(viewModel: LoginViewModel(responder: .noop))
    }
}
