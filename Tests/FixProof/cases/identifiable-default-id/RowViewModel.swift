// Both view models are `Identifiable`. `RowViewModel` declares no `id`: it is identified by the
// standard library's nonisolated `ObjectIdentifier(self)`, so `@MainActor` compiles. `TagViewModel`
// computes its own `id`, which `@MainActor` would isolate: its conformance would cross into
// main-actor code, so the fix must be held back.
import Combine

final class RowViewModel: ObservableObject, Identifiable {
    // MARK: - Input

    func rename(_ newTitle: String) {
        title = newTitle
    }

    // MARK: - Output

    @Published private(set) var title = ""
}

final class TagViewModel: ObservableObject, Identifiable {
    // MARK: - Input

    func rename(_ newName: String) {
        name = newName
    }

    // MARK: - Output

    @Published private(set) var name = ""

    // MARK: - Support

    var id: String { "tag" }
}
