import Foundation

@MainActor
final class NoteEditor {
    let note = NoteViewModel()

    func makeComponents() -> URLComponents {
        URLComponents()
    }

    func currentNote() -> NoteViewModel {
        note
    }

    func link() -> String {
        var components = makeComponents()
        components.path = note.path
        return components.path
    }

    func rename() {
        let current = currentNote()
        current.title = "Renamed"
    }
}
