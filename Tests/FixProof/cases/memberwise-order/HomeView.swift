import SwiftUI

@MainActor
final class BadgeViewModel: ObservableObject {
    // MARK: - Output

    @Published private(set) var count = 0
}

struct HomeView: View {
    // MARK: - View Model

    @StateObject var viewModel = BadgeViewModel()

    // MARK: - Body

    var body: some View {
        BadgeView(title: "Inbox", viewModel: viewModel)
    }
}
