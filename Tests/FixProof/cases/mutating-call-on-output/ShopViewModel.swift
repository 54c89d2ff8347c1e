import Combine

/// The view calls mutating methods on two outputs: the standard library's `append` on `items`
/// and the project's own `mutating func add` on the struct `basket`. A mutating call writes the
/// output, so `private(set)` on either would not compile.
struct Basket {
    var names: [String] = []

    mutating func add(_ name: String) {
        names.append(name)
    }
}

@MainActor
final class ShopViewModel: ObservableObject {
    // MARK: - Output

    @Published var items: [Int] = []
    @Published var basket = Basket()
}
