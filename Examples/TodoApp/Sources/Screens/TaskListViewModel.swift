import Foundation
import SwiftUI

@MainActor
final class TaskListViewModel: ObservableObject {

    // MARK: - Properties & Dependencies

    private let store: TaskStore

    // MARK: - Lifecycle

    init(store: TaskStore, responder: Responder<ResponderAction>) {
        self.store = store
        self.responder = responder
    }

    // MARK: - Responder

    enum ResponderAction {
        case openTask(TaskItem.ID)
    }

    private let responder: Responder<ResponderAction>

    // MARK: - Input

    enum Action {
        case appear
        case loaded([TaskItem])
        case toggle(TaskItem.ID)
        case select(TaskItem.ID)
    }

    func send(_ action: Action) {
        switch action {
        case .appear:
            Task {
                let tasks = await store.fetchAll()
                self.send(.loaded(tasks))
            }

        case .loaded(let tasks):
            items = tasks

        case .toggle(let id):
            items = items.map { $0.id == id ? $0.toggled() : $0 }

        case .select(let id):
            responder.send(.openTask(id))
        }
    }

    // MARK: - Output

    @Published private(set) var items: [TaskItem] = []

    var remainingCount: Int { items.filter { !$0.isDone }.count }
}
