import SwiftUI

struct SettingsView: View {
    // MARK: - View Model

    @StateObject var viewModel = RateViewModel()

    // MARK: - Body

    var body: some View {
        RateView(remembers: true, viewModel: viewModel)
    }
}
