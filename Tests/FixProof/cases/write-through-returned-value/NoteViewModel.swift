import Combine

/// `path` is written through a value a function declares it returns: `makeComponents()` returns
/// a Foundation `URLComponents` (not this view model: fixed), `currentNote()` returns this view
/// model (a real outside write of `title`: held back).
@MainActor
final class NoteViewModel: ObservableObject {
    // MARK: - Input

    func open(_ newPath: String, titled newTitle: String) {
        path = newPath
        title = newTitle
    }

    // MARK: - Output

    @Published var path = ""
    @Published var title = ""
}
