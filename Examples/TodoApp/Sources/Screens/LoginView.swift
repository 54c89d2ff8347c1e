import SwiftUI

struct LoginView: View {

    // MARK: - Environment

    // MARK: - Local State

    // MARK: - View Model

    @StateObject var viewModel: LoginViewModel

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
