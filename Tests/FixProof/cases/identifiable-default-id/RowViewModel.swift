// Both view models are `Identifiable`. `RowViewModel` declares no `id`: it is identified by the
// standard library's nonisolated `ObjectIdentifier(self)`, so `@MainActor` compiles. `TagViewModel`
// computes its own `id`, which `@MainActor` would isolate: its conformance would cross into
// main-actor code, so the fix must be held back. `CardViewModel` stores a `let id`, a constant
// nonisolated code may read: fixed. `BadgeViewModel` stores a `var id`, which `@MainActor` would
// isolate: held back.
import Combine
import Foundation

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

final class CardViewModel: ObservableObject, Identifiable {
    // MARK: - Input

    func rename(_ newCaption: String) {
        caption = newCaption
    }

    // MARK: - Output

    @Published private(set) var caption = ""

    // MARK: - Support

    let id = UUID()
}

final class BadgeViewModel: ObservableObject, Identifiable {
    // MARK: - Input

    func rename(_ newLabel: String) {
        label = newLabel
    }

    // MARK: - Output

    @Published private(set) var label = ""

    // MARK: - Support

    var id = UUID()
}
