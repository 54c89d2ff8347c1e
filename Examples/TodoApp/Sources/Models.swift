import Foundation

struct TaskItem: Identifiable, Equatable {
    let id: UUID
    var title: String
    var isDone: Bool

    func toggled() -> TaskItem {
        TaskItem(id: id, title: title, isDone: !isDone)
    }
}

protocol TaskStore: Sendable {
    func fetchAll() async -> [TaskItem]
}
