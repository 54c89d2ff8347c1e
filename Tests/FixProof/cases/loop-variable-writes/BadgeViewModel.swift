import Combine

/// `label` is written elsewhere only through loop variables over a `[Tag]`: another class's
/// `label`, so `private(set)` compiles here. `PinViewModel.caption` is written through a loop
/// over `[PinViewModel]`: that one is held back.
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
