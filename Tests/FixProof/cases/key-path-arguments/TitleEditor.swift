@MainActor
func rename(_ model: SettingsViewModel) {
    set(\.title, to: "Renamed", on: model)
}
