final class Tag {
    var label = ""
}

@MainActor
final class Shelf {
    var tags: [Tag] = []
    var pins: [PinViewModel] = []

    func clear() {
        tags.forEach { $0.label = "" }
        tags.forEach { tag in
            if tag.label.isEmpty { tag.label = "-" }
        }
        tags.first?.label = "first"
        if let last = tags.last {
            last.label = "last"
        }
        pins.forEach { pin in
            pin.caption = "-"
        }
    }
}
