import SwiftUI

struct SettingsView: View {
    @AppStorage("useDarkMode") private var useDarkMode = false // expect: private_local_state
    @ObservedObject var viewModel: SettingsViewModel

    var body: some View {
        Form {
            Toggle("Dark mode", isOn: $useDarkMode)
            Toggle("Notifications", isOn: Binding(
                get: { viewModel.notificationsEnabled },
                set: { viewModel.send(.setNotifications($0)) }
            ))
        }
    }
}

@MainActor
final class SettingsViewModel: ObservableObject {
    enum Action { case setNotifications(Bool) }

    func send(_ action: Action) {
        switch action {
        case .setNotifications(let enabled):
            UserDefaults.standard.set(enabled, forKey: "notifications") // expect: dependencies_via_init
        }
    }

    var notificationsEnabled: Bool {
        UserDefaults.standard.bool(forKey: "notifications") // expect: dependencies_via_init
    }
}
