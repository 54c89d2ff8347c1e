import SwiftUI

struct WidgetModel {
    var isExpanded: Bool
    var isPlaying: Bool
}

struct WidgetRow: View {
    let model: WidgetModel

    var body: some View {
        Text(model.isPlaying ? "Playing" : "Paused")
    }
}

@MainActor
final class ConnectedViewModel: ObservableObject {
    // MARK: - Output

    @Published private(set) var server = ""
}

struct ServerList: View {
    // MARK: - View Model

    @StateObject var viewModel = ConnectedViewModel()

    // MARK: - Body

    var body: some View {
        VStack {
            WidgetRow(model: .init(isExpanded: true, isPlaying: true))
            ConnectedView(viewModel: viewModel)
        }
    }
}
