final class Refresher {
    let model: CardModel

    init(model: CardModel) {
        self.model = model
    }

    func refresh() {
        model.rename("Fresh")
    }
}
