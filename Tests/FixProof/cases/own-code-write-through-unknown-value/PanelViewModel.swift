import Combine

/// The model's own code writes `title` through a closure argument whose type the reading does
/// not know: inside the class, a `private(set)` setter is in reach, so the fix applies.
@MainActor
final class PanelViewModel: ObservableObject {
    // MARK: - Properties & Dependencies

    private var linked: [PanelViewModel] = []

    // MARK: - Input

    func rename(_ value: String) {
        each(of: linked) { $0.title = value }
    }

    // MARK: - Output

    @Published var title = ""

    // MARK: - Support

    private func each<Item>(of items: [Item], _ body: (Item) -> Void) {
        items.forEach(body)
    }
}
