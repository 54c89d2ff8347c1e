import Combine

/// Four outputs the view could write: `total` nothing else touches, so `--fix` may make it
/// `private(set)`; the view writes `count`, appends to `items` and binds `name`, so those fixes
/// would stop the project compiling and must not be applied.
@MainActor
final class CounterViewModel: ObservableObject {
    @Published var count = 0
    @Published var name = ""
    @Published var items: [Int] = []
    @Published var total = 0

    enum Action { case reset }

    func send(_ action: Action) {
        switch action {
        case .reset: total = 0
        }
    }
}
