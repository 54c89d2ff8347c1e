import SwiftUI

struct CardView: View {
    // MARK: - View Model

    @ObservedObject var viewModel: CardViewModel

    // MARK: - Body

    var body: some View {
        Text(viewModel.title)
    }
}
