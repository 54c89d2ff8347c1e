import Testing
@testable import App

@Suite("Chat") @MainActor struct ChatTests {
    @Test func post() async {
        let chat = ChatServiceSpy()
        let viewModel = ChatViewModel(chat: chat)
        viewModel.send(.post("Hello"))
    }
}
