import Combine

/// Has a member of the same name but conforms to nothing the coordinator writes through.
@MainActor
final class RecentsViewModel: ObservableObject {
    // MARK: - Output

    @Published var isVisible = false

    // MARK: - Actions

    func refresh() {
        isVisible = true
    }
}
