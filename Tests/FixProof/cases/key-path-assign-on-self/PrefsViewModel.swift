import Combine

/// The view model assigns a publisher to its own output through a key path on `self`: a key path
/// formed inside the class stays writable under `private(set)`, so the fix applies.
@MainActor
final class PrefsViewModel: ObservableObject {
    // MARK: - Properties & Dependencies

    private var cancellable: AnyCancellable?

    // MARK: - Lifecycle

    init(items: AnyPublisher<Int, Never>) {
        cancellable = items.assign(to: \.item, on: self)
    }

    // MARK: - Output

    @Published var item = 0
}
