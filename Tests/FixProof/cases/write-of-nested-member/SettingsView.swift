import SwiftUI

struct SettingsView: View {
    // MARK: - View Model

    @ObservedObject var viewModel: SettingsViewModel

    // MARK: - Body

    var body: some View {
        Button("Turn on") {
            viewModel.settings.isOn = true
        }
    }
}
