import Combine

/// `chapters` is written through `target`, a local holding `manga ?? Manga(title:)`: one type on
/// both sides of `??`, the `Manga` the last operand builds — not this view model (fixed). `title`
/// is written through `fallback ?? ChapterViewModel()`, this view model (held back).
@MainActor
final class ChapterViewModel: ObservableObject {
    // MARK: - Input

    func load(_ loaded: [String]) {
        chapters = loaded
    }

    // MARK: - Output

    @Published var chapters: [String] = []
    @Published var title = ""
}
