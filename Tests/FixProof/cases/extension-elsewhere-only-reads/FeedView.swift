import SwiftUI

struct FeedView: View {
    // MARK: - View Model

    @StateObject var viewModel = FeedViewModel()

    // MARK: - Body

    var body: some View {
        Text(viewModel.summary)
    }
}
