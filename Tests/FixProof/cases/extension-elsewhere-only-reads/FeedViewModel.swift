import Combine

/// Outputs its extension in another file only reads (and a local of the same name it writes):
/// `private(set)` stays in reach of everything that sets them.
@MainActor
final class FeedViewModel: ObservableObject {
    // MARK: - Output

    @Published var items: [String] = []
    @Published var title = ""

    // MARK: - Actions

    func load() {
        items = ["first", "second"]
        title = "Feed"
    }
}
