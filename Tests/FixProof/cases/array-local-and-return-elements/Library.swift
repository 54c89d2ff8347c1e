struct Folder {
    var title = ""
}

@MainActor
final class Library {
    private var stored: [Folder] = []
    private var cards: [CardViewModel] = []

    func folders() -> [Folder] { stored }

    func allCards() -> [CardViewModel] { cards }

    func clear() {
        var copy = folders()
        copy[0].title = ""
        var annotated: [Folder] = copy
        annotated[0].title = "-"
        stored = annotated
        let shown = allCards()
        shown[0].caption = "-"
    }
}
