import SwiftUI

func bump(_ value: inout Int) {
    value += 1
}

struct RangeView: View {
    // MARK: - View Model

    @ObservedObject var viewModel: RangeViewModel

    // MARK: - Body

    var body: some View {
        VStack {
            Button("Flip") { swap(&viewModel.low, &viewModel.high) }
            Button("Bump") { bump(&viewModel.count) }
        }
    }
}
