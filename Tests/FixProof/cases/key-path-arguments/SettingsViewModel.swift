import Combine

/// Three outputs named like members that key paths handed to calls reach: `isOn` (a `Settings`
/// one is written), `volume` (a `Row` one is read) and `title` (its own is written).
@MainActor
final class SettingsViewModel: ObservableObject {
    // MARK: - Properties & Dependencies

    private let store = SettingsStore()

    // MARK: - Input

    func load() {
        store.subscribe(\.isOn, to: true)
        store.sort(by: \.volume)
        isOn = true
        volume = "loud"
    }

    // MARK: - Output

    @Published var isOn = false
    @Published var volume = ""
    @Published var title = ""
}
