import SwiftUI

@MainActor
final class PickerViewModel: ObservableObject {
    // MARK: - Output

    @Published private(set) var options = ["a", "b"]
}

struct HomeView: View {
    // MARK: - View Model

    @StateObject var viewModel = PickerViewModel()

    // MARK: - Body

    var body: some View {
        PickerView(viewModel: viewModel)
    }
}
