import Combine

/// Conforms to `DocumentView.Model`, which needs the setter.
@MainActor
final class DocumentViewModel: ObservableObject, DocumentView.Model {
    // MARK: - Output

    @Published var title = ""

    // MARK: - Actions

    func reload() {
        title = "Document"
    }
}
