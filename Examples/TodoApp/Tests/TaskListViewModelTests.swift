import XCTest
@testable import TodoApp

@MainActor
final class TaskListViewModelTests: XCTestCase {

    func testInitialState_hasNoItems() {
        let sut = TaskListViewModel(store: StubStore(tasks: []), responder: .noop)

        XCTAssertTrue(sut.items.isEmpty)
    }

    func testLoaded_publishesItems() {
        let task = TaskItem(id: UUID(), title: "Write tests", isDone: false)
        let sut = TaskListViewModel(store: StubStore(tasks: []), responder: .noop)

        sut.send(.loaded([task]))

        XCTAssertEqual(sut.items, [task])
    }

    func testToggle_flipsDoneFlag() {
        let task = TaskItem(id: UUID(), title: "Ship", isDone: false)
        let sut = TaskListViewModel(store: StubStore(tasks: []), responder: .noop)
        sut.send(.loaded([task]))

        sut.send(.toggle(task.id))

        XCTAssertEqual(sut.items.first?.isDone, true)
    }

    func testSelect_respondsWithOpenTask() {
        let id = UUID()
        var opened: [TaskItem.ID] = []
        let sut = TaskListViewModel(
            store: StubStore(tasks: []),
            responder: .init { action in
                switch action {
                case .openTask(let taskID):
                    opened.append(taskID)
                }
            }
        )

        sut.send(.select(id))

        XCTAssertEqual(opened, [id])
    }
}

private struct StubStore: TaskStore {
    let tasks: [TaskItem]
    func fetchAll() async -> [TaskItem] { tasks }
}
