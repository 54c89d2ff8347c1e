import SwiftUI

struct ScoreView: View {
    // MARK: - View Model

    @StateObject var viewModel = ScoreViewModel()

    // MARK: - Body

    var body: some View {
        Text("\(viewModel.score) of \(viewModel.total)")
    }
}
