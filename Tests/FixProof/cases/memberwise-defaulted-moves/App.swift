import SwiftUI

struct Updater {
    var channel = "stable"
}

@MainActor
final class SettingsViewModel: ObservableObject {
    // MARK: - Output

    @Published private(set) var title = ""
}

struct TabStrip: View {
    // MARK: - View Model

    let viewModel: SettingsViewModel

    // MARK: - Lifecycle

    init(viewModel: SettingsViewModel) {
        self.viewModel = viewModel
    }

    init() {
        self.init(viewModel: SettingsViewModel())
    }

    // MARK: - Body

    var body: some View {
        SettingsView(updater: Updater())
    }
}
