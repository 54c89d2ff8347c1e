import SwiftUI
import SwiftData

struct ChatView: View {
    @Query(sort: \Message.date) private var messages: [Message] // expect: view_state_from_view_model
    @State private var draft = ""
    @State private var sentCount = 0
    @State private var viewModel: ChatViewModel

    var body: some View {
        VStack {
            List(messages) { Text($0.text) }
            HStack {
                TextField("Message", text: $draft)
                Button("Send") {
                    viewModel.send(.post(draft))
                    draft = "" // expect: view_state_from_view_model
                    sentCount += 1 // expect: view_state_from_view_model
                }
            }
        }
    }
}

@MainActor
@Observable
final class ChatViewModel {
    private let chat: ChatService

    init(chat: ChatService) { self.chat = chat }

    enum Action { case post(String) }

    func send(_ action: Action) {
        switch action {
        case .post(let text):
            Task { try? await chat.post(text) }
        }
    }
}
