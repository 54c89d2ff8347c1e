import Combine

/// Another output named `title`, which only its own code writes.
@MainActor
final class FooterViewModel: ObservableObject {
    // MARK: - Input

    func reset() {
        title = ""
    }

    // MARK: - Output

    @Published var title = "Footer"
}
