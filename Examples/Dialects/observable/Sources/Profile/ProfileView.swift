import SwiftUI

/// The screen: owns its view model for as long as it is on screen.
struct ProfileScreen: View {

    // MARK: - View Model

    @State private var viewModel = ProfileViewModel(store: InMemoryProfileStore(), onClose: {})

    // MARK: - Body

    var body: some View {
        VStack {
            ProfileForm(viewModel: viewModel)
            ProfileStatus(viewModel: viewModel)
        }
    }
}

/// Edits the view model's inputs in place.
struct ProfileForm: View {

    // MARK: - View Model

    @Bindable var viewModel: ProfileViewModel

    // MARK: - Body

    var body: some View {
        VStack {
            TextField("Nickname", text: $viewModel.nickname)
            TextField("Bio", text: $viewModel.bio)
            Button("Save") {
                viewModel.save()
            }
            .disabled(!viewModel.canSave)
            Button("Close") {
                viewModel.close()
            }
        }
    }
}

/// Only reads: a plain property is enough for Observation to track what it shows.
struct ProfileStatus: View {

    // MARK: - View Model

    let viewModel: ProfileViewModel

    // MARK: - Body

    var body: some View {
        if let errorMessage = viewModel.errorMessage {
            Text(errorMessage)
        } else if viewModel.isSaved {
            Text("Saved")
        }
    }
}
