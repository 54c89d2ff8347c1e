import Combine

/// Other code compares key paths to `score` (a `case` pattern, `==`) and never applies them: no
/// write, so the fix applies.
@MainActor
final class ScoreViewModel: ObservableObject {
    // MARK: - Output

    @Published var score = 0
    @Published var title = ""
}
