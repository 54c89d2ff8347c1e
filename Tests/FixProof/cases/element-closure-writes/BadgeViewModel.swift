import Combine

/// `label` is written elsewhere only through elements of a `[Tag]` — `$0` of `forEach`, a named
/// parameter of `forEach`, `first` and `last`: another class's `label`, so `private(set)` compiles
/// here. `PinViewModel.caption` is written through elements of a `[PinViewModel]`: held back.
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
