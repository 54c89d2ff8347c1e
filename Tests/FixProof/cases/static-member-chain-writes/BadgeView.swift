import SwiftUI

struct BadgeView: View {
    // MARK: - View Model

    @ObservedObject var viewModel: BadgeViewModel
    @ObservedObject var pin: PinViewModel

    // MARK: - Body

    var body: some View {
        Text(viewModel.label + pin.caption)
    }
}
