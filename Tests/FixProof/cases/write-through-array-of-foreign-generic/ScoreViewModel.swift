import Combine

/// `score` is written through an element of an array of another module's generic type,
/// `[Binding<ScoreViewModel>]`, whose `wrappedValue` hands out the view model: `private(set)`
/// would not compile. `total` is written only here, and is fixed.
@MainActor
final class ScoreViewModel: ObservableObject {
    // MARK: - Input

    func add(_ points: Int) {
        total += points
    }

    // MARK: - Output

    @Published var score = 0
    @Published var total = 0
}
