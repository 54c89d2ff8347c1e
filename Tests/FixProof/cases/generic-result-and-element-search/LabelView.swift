import SwiftUI

struct LabelView: View {
    // MARK: - View Model

    @ObservedObject var viewModel: LabelViewModel

    // MARK: - Body

    var body: some View {
        Text(viewModel.name + viewModel.title)
    }
}
