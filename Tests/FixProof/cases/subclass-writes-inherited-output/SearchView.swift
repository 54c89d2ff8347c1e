import SwiftUI

struct SearchView: View {
    // MARK: - View Model

    @StateObject var viewModel = SearchListViewModel()

    // MARK: - Body

    var body: some View {
        Text(viewModel.isLoading ? "…" : "\(viewModel.rows.count)")
    }
}
