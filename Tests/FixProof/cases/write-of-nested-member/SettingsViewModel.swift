import Combine

/// The view sets a member of an output, `viewModel.settings.isOn = true`: with a struct output
/// that writes the output itself, so `private(set)` on `settings` would not compile.
struct Settings {
    var isOn = false
}

@MainActor
final class SettingsViewModel: ObservableObject {
    // MARK: - Output

    @Published var settings = Settings()
}
