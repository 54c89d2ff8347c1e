// `Refresher` never names this class: it holds one through an alias and calls it from
// nonisolated code. The chain `model.rename(…)` is read through the alias to this class, so
// `@MainActor` is held back here.
import Combine

final class CardViewModel: ObservableObject {
    // MARK: - Input

    func rename(_ newTitle: String) {
        title = newTitle
    }

    // MARK: - Output

    @Published private(set) var title = ""
}

typealias CardModel = CardViewModel
