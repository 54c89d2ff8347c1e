import Combine

// The base class would pass on `@MainActor` to `ProfileItemViewModel`, which `ProfilesSection`
// builds in a nonisolated method: the base must stay as it is.
class ItemViewModel: ObservableObject {
    @Published private(set) var title = ""

    func rename(_ newTitle: String) {
        title = newTitle
    }
}

final class ProfileItemViewModel: ItemViewModel {}
