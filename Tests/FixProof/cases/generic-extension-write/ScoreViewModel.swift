import Combine

/// Written through a generic holder whose extension knows its parameter is this class.
@MainActor
final class ScoreViewModel: ObservableObject {
    // MARK: - Output

    @Published var score = 0

    // MARK: - Actions

    func increment() {
        score += 1
    }
}
