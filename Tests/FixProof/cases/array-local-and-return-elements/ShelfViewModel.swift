import Combine

/// `title` is written elsewhere only through elements of arrays of `Folder`, a local copied from a
/// method declared to return `[Folder]` and an annotated local: another class's `title`, so
/// `private(set)` compiles here. `CardViewModel.caption` is written through an element of what a
/// method declared to return `[CardViewModel]` hands back: that one is held back.
@MainActor
final class ShelfViewModel: ObservableObject {
    // MARK: - Input

    func rename(_ text: String) {
        title = text
    }

    // MARK: - Output

    @Published var title = ""
}

@MainActor
final class CardViewModel: ObservableObject {
    // MARK: - Output

    @Published var caption = ""
}
