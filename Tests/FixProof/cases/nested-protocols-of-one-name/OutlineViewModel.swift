import Combine

/// Conforms to `OutlineView.Model`, not to `DocumentView.Model`: nothing writes its `title`.
@MainActor
final class OutlineViewModel: ObservableObject, OutlineView.Model {
    // MARK: - Output

    @Published var title = ""

    // MARK: - Actions

    func reload() {
        title = "Outline"
    }
}
