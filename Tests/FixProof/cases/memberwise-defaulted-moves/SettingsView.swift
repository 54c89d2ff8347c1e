// SettingsView has no `init` of its own: its memberwise initializer is
// `SettingsView(viewModel: = SettingsViewModel(), updater:)`. The only call passes `updater:`
// alone, so moving the defaulted `viewModel` below `updater` breaks no call. TabStrip's
// `self.init(viewModel:)` delegates to TabStrip's own initializer: it passes nothing here.
import SwiftUI

struct SettingsView: View {
    @StateObject var viewModel = SettingsViewModel()
    @State private var query = ""
    let updater: Updater

    var body: some View {
        Text(updater.channel + query)
    }
}
