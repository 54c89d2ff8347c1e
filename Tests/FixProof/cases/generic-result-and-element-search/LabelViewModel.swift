import Combine

/// `name` is written elsewhere only through what `first(where:)` finds in a sorted array of
/// `Folder`: another class's `name`, so `private(set)` compiles here. `title` is written through
/// what a generic decoder hands back for `LabelViewModel.self`: that one is held back.
final class LabelViewModel: ObservableObject, Decodable {
    // MARK: - Lifecycle

    init() {}

    init(from decoder: any Decoder) throws {
        title = try decoder.singleValueContainer().decode(String.self)
    }

    // MARK: - Input

    func rename(_ text: String) {
        name = text
    }

    // MARK: - Output

    @Published var name = ""
    @Published var title = ""
}
