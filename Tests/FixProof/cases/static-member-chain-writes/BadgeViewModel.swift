import Combine

/// `label` is written elsewhere only through chains from a static member that reach a `Tag`
/// (`Shelf.shared.tag.label`, and a property set from such a chain): another class's `label`, so
/// `private(set)` compiles here. `PinViewModel.caption` is written through one that reaches a
/// `PinViewModel`: held back.
@MainActor
final class BadgeViewModel: ObservableObject {
    // MARK: - Input

    func rename(_ text: String) {
        label = text
    }

    // MARK: - Output

    @Published var label = ""
}

@MainActor
final class PinViewModel: ObservableObject {
    // MARK: - Output

    @Published var caption = ""
}
