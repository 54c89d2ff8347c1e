import SwiftUI

// This screen breaks the rulebook on purpose: the view calls view-model methods, writes its
// outputs, and builds a child view model itself. `mvvm lint` reports each of these.
struct SettingsView: View {
    @ObservedObject var viewModel: SettingsViewModel
    @State var isEditing = false

    var body: some View {
        Form {
            Toggle("Notifications", isOn: $viewModel.notificationsEnabled)
            Button("Reset") {
                viewModel.reset()
                isEditing = true
            }
            NavigationLink("Account") {
                AccountView(viewModel: AccountViewModel())
            }
        }
    }
}

class SettingsViewModel: ObservableObject {
    @Published var notificationsEnabled = true
    let onClose: () -> Void

    init(onClose: @escaping () -> Void) {
        self.onClose = onClose
    }

    func reset() {
        notificationsEnabled = UserDefaults.standard.bool(forKey: "notifications")
        onClose()
    }
}
