import SwiftUI

struct FolderView: View {
    // MARK: - View Model

    @StateObject var viewModel = FolderViewModel()
    @StateObject var recents = RecentsViewModel()

    // MARK: - Body

    var body: some View {
        Text(viewModel.isVisible && recents.isVisible ? "shown" : "hidden")
    }
}
