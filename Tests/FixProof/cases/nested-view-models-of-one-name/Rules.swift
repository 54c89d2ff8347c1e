import SwiftUI

enum Rules {
    final class ViewModel: ObservableObject {
        // MARK: - Input

        func accept() {
            isAccepted = true
        }

        // MARK: - Output

        @Published private(set) var isAccepted = false
    }
}

struct RulesView: View {
    // MARK: - View Model

    @StateObject var viewModel = Rules.ViewModel()

    // MARK: - Body

    var body: some View {
        Button(viewModel.isAccepted ? "Accepted" : "Accept") { viewModel.accept() }
    }
}
