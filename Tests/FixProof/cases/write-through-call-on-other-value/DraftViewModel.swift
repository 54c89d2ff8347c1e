import Combine

/// Members of this view model's names are written through values methods of another type return:
/// `factory.makeComponents()` returns a Foundation `URLComponents` (not this view model: `path`
/// is fixed), `factory.currentDraft()` returns this view model (a real outside write of `title`:
/// held back).
@MainActor
final class DraftViewModel: ObservableObject {
    // MARK: - Input

    func open(_ newPath: String, titled newTitle: String) {
        path = newPath
        title = newTitle
    }

    // MARK: - Output

    @Published var path = ""
    @Published var title = ""
}
