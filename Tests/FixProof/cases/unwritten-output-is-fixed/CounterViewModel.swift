import Combine

/// The control: `count` is written only in the class body and `note` only through `self.note`
/// in an extension in this same file, both of which can still reach a `private(set)` setter;
/// the view only reads them. Both get `private(set)` and the project still compiles.
@MainActor
final class CounterViewModel: ObservableObject {
    // MARK: - Input

    func increment() {
        count += 1
    }

    // MARK: - Output

    @Published var count = 0
    @Published var note = ""
}

extension CounterViewModel {
    func clearNote() {
        self.note = ""
    }
}
