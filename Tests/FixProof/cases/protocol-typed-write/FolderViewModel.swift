import Combine

/// Conforms to the protocol the coordinator writes through: its setter must stay in reach.
@MainActor
final class FolderViewModel: ObservableObject, VisibilityTracking {
    // MARK: - Output

    @Published var isVisible = false

    // MARK: - Actions

    func refresh() {
        isVisible = true
    }
}
