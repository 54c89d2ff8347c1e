final class Tag {
    var label = ""
}

@MainActor
final class Shelf {
    var tags: [Tag] = []
    var pins: [PinViewModel] = []

    func clear() {
        for tag in tags {
            tag.label = ""
        }
        for pin in self.pins where pin.caption.isEmpty {
            pin.caption = "-"
        }
    }
}
