import SwiftUI

struct ShopView: View {
    // MARK: - View Model

    @ObservedObject var viewModel: ShopViewModel

    // MARK: - Body

    var body: some View {
        VStack {
            Button("Add one") { viewModel.items.append(1) }
            Button("Add tea") { viewModel.basket.add("tea") }
        }
    }
}
