import SwiftUI

struct PlayerView: View {
    @ObservedObject var viewModel: PlayerViewModel

    var body: some View {
        Button(viewModel.isPlaying ? "Pause" : "Play") { viewModel.send(.toggle) }
    }
}

final class PlayerViewModel: ObservableObject { // expect: main_actor_view_model
    enum Action { case toggle }

    func send(_ action: Action) {
        switch action {
        case .toggle:
            withAnimation { isPlaying.toggle() }
        }
    }

    @Published private(set) var isPlaying = false

    init(engine: AudioEngine) { // expect: view_model_sections
        self.engine = engine
    }

    private let engine: AudioEngine // expect: view_model_sections
}
