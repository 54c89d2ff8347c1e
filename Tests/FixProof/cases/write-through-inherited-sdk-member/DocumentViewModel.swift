// `DocumentController` sets `navigationItem.title`, UIKit's navigation item's: not the view
// model's `title`, whose `private(set)` compiles.
import Combine

@MainActor
final class DocumentViewModel: ObservableObject {
    // MARK: - Input

    func open(named name: String) {
        title = name
    }

    // MARK: - Output

    @Published var title = ""
}
