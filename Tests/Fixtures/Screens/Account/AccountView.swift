import SwiftUI

struct AccountView: View {
    @Environment(\.colorScheme) private var colorScheme
    @State private var showsDeleteConfirmation = false
    @ObservedObject var viewModel: AccountViewModel

    var body: some View {
        Form {
            Section("Plan") { Text(viewModel.planName) }
            dangerZone
        }
        .confirmationDialog("Delete account?", isPresented: $showsDeleteConfirmation) {
            Button("Delete", role: .destructive) { viewModel.send(.delete) }
        }
    }
}
