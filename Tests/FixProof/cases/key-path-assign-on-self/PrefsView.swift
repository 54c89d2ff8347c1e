import Combine
import SwiftUI

struct PrefsView: View {
    // MARK: - View Model

    @StateObject var viewModel = PrefsViewModel(items: Just(1).eraseToAnyPublisher())

    // MARK: - Body

    var body: some View {
        Text("\(viewModel.item)")
    }
}
