import Combine

/// Another type binds a publisher straight into `title` with `assign(to: \.title, on:)`. Combine's
/// `assign` takes a `ReferenceWritableKeyPath`; under `private(set)` `\.title` is only a read-only
/// `KeyPath` outside the class, so the fix would not compile.
@MainActor
final class TitleViewModel: ObservableObject {
    // MARK: - Output

    @Published var title = ""
}
