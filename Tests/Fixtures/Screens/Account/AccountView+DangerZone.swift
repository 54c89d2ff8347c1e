import SwiftUI

extension AccountView {
    var dangerZone: some View {
        Section {
            Button("Sign out") { viewModel.signOut() } // expect: view_sends_actions
            Button("Delete account") { showsDeleteConfirmation = true } // expect: view_state_from_view_model
            Button("Reset plan") { viewModel.planName = "Free" } // expect: view_sends_actions
        }
    }
}
