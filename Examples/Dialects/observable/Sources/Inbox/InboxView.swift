import SwiftUI

struct InboxView: View {

    // MARK: - View Model

    @State var viewModel = InboxViewModel()

    // MARK: - Body

    var body: some View {
        List {
            ForEach(viewModel.messages, id: \.self) { message in
                MessageRow(viewModel: MessageRowViewModel(text: message))
            }
        }
        .onAppear { viewModel.refresh() }
    }
}

@Observable
final class MessageRowViewModel {
    let text: String
    let tint = Color.blue

    init(text: String) {
        self.text = text
    }
}

struct MessageRow: View {
    let viewModel: MessageRowViewModel

    // mvvm:disable:next observation_wrappers
    var body: some View {
        Text(viewModel.text)
    }
}
