import Testing
@testable import NotesApp

@MainActor
struct InboxViewModelTests {

    @Test func startsWithNoMessages() {
        let sut = InboxViewModel()

        #expect(sut.messages.isEmpty)
        #expect(sut.unreadCount == 0)
    }
}
