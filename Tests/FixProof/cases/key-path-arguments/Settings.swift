/// What the key paths handed to calls are rooted in, by the callee's parameter.
struct Settings {
    var isOn = false
}

struct Row {
    var volume = ""
}

/// `subscribe(\.isOn, …)` writes a `Settings`; `sort(by: \.volume)` only reads a `Row`.
@MainActor
final class SettingsStore {
    var settings = Settings()
    var rows: [Row] = []

    func subscribe<T>(_ keyPath: WritableKeyPath<Settings, T>, to value: T) {
        settings[keyPath: keyPath] = value
    }

    func sort(by key: KeyPath<Row, String>) {
        rows.sort { $0[keyPath: key] < $1[keyPath: key] }
    }
}

/// `set(\.title, to: …)` writes a `SettingsViewModel`.
@MainActor
func set<T>(_ keyPath: ReferenceWritableKeyPath<SettingsViewModel, T>, to value: T, on model: SettingsViewModel) {
    model[keyPath: keyPath] = value
}
