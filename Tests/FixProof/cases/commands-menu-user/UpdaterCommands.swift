import SwiftUI

struct UpdaterCommands: Commands {
    @ObservedObject var updater: UpdaterViewModel

    func check() {
        updater.checkForUpdates()
    }
}

struct UpdaterView: View {
    // MARK: - View Model

    @ObservedObject var viewModel: UpdaterViewModel

    // MARK: - Body

    var body: some View {
        Button("\(viewModel.checks)") { viewModel.checkForUpdates() }
    }
}
