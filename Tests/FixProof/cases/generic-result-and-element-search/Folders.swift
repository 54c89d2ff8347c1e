import Foundation

final class Folder {
    var name = ""
}

final class Merger {
    func merge(_ folders: [Folder]) {
        let sorted = folders.sorted { $0.name < $1.name }
        if let first = sorted.first(where: { !$0.name.isEmpty }) {
            first.name = "merged"
        }
    }
}

final class Loader {
    func load(_ data: Data) {
        let decoder = JSONDecoder()
        if let model = try? decoder.decode(LabelViewModel.self, from: data) {
            model.title = "loaded"
        }
    }
}
