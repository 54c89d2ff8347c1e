import SwiftUI

struct ShelfView: View {
    // MARK: - View Model

    @ObservedObject var viewModel: ShelfViewModel
    @ObservedObject var card: CardViewModel

    // MARK: - Body

    var body: some View {
        Text(viewModel.title + card.caption)
    }
}
