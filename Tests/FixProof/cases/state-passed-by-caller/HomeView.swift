import SwiftUI

@MainActor
final class ToggleViewModel: ObservableObject {
    // MARK: - Output

    @Published private(set) var title = "Alerts"
}

struct HomeView: View {
    // MARK: - View Model

    @StateObject var viewModel = ToggleViewModel()

    // MARK: - Body

    var body: some View {
        ToggleView(isOn: true, viewModel: viewModel)
    }
}
