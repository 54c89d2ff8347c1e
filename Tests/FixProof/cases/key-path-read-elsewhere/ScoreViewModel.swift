import Combine

/// Other code reads `score` through key paths only (`map(\.score)`): no write, so the fix applies.
@MainActor
final class ScoreViewModel: ObservableObject {
    // MARK: - Output

    @Published var score = 0
}
