final class Tag {
    var label = ""
}

@MainActor
final class Shelf {
    static let shared = Shelf()

    let tag = Tag()
    let pin = PinViewModel()
}

@MainActor
final class Cleaner {
    private let tag = Shelf.shared.tag

    func clear() {
        Shelf.shared.tag.label = ""
        tag.label = "-"
        Shelf.shared.pin.caption = "-"
    }
}
