import Combine

/// `title` is written elsewhere only through a closure parameter typed `Draft`, another class
/// with a `title` of its own: that write is not this view model's, so `private(set)` compiles.
@MainActor
final class CardViewModel: ObservableObject {
    // MARK: - Output

    @Published var title = ""

    // MARK: - Input

    func rename(_ text: String) {
        title = text
    }
}
