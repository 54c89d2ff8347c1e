import Testing
@testable import TodoApp

/// Swift Testing counts for `untested_action` as much as XCTest does.
@MainActor
struct TaskListAppearTests {
    @Test func appear_loadsTheStoredTasks() async throws {
        let task = TaskItem(id: UUID(), title: "Water plants", isDone: false)
        let sut = TaskListViewModel(store: FixedStore(tasks: [task]), responder: .noop)

        sut.send(.appear)
        try await Task.sleep(for: .milliseconds(10))

        #expect(sut.items == [task])
    }
}

private struct FixedStore: TaskStore {
    let tasks: [TaskItem]
    func fetchAll() async -> [TaskItem] { tasks }
}
