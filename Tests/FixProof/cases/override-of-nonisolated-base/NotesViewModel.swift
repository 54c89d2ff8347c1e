import Combine

/// Its override touches nothing of its own: `@MainActor` on the class compiles.
final class NotesViewModel: BaseModel, ObservableObject {
    // MARK: - Lifecycle

    override func subscribe() {
        super.subscribe()
    }

    // MARK: - Output

    @Published private(set) var text = ""
}
