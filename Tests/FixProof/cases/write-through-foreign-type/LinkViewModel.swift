import Combine

/// `path` is written only by the view model; the view writes `path` of a Foundation value it
/// keeps (`URLComponents`), which is not this view model's member. The fix applies, and the
/// project still compiles.
@MainActor
final class LinkViewModel: ObservableObject {
    // MARK: - Input

    func open(_ newPath: String) {
        path = newPath
    }

    // MARK: - Output

    @Published var path = ""
}
