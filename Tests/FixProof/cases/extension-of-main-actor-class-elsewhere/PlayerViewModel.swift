import Combine

final class PlayerViewModel: ObservableObject {
    // MARK: - Input

    func start() {
        isPlaying = true
    }

    // MARK: - Output

    @Published private(set) var isPlaying = false
}
