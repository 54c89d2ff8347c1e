import SwiftUI

struct InboxView: View {
    @StateObject private var viewModel = InboxViewModel(mail: MailClient.live)

    var body: some View {
        NavigationStack {
            List(viewModel.threads) { thread in
                NavigationLink(thread.subject) {
                    ThreadView(viewModel: ThreadViewModel(thread: thread)) // expect: child_view_model_from_parent
                }
            }
            .sheet(item: Binding(get: { viewModel.composer }, set: { _ in viewModel.send(.dismissComposer) })) { composer in
                ComposerView(viewModel: composer)
            }
        }
    }
}

struct ThreadView: View {
    @ObservedObject var viewModel: ThreadViewModel
    var body: some View { Text(viewModel.subject) }
}

#Preview {
    InboxView()
        .environmentObject(ThreadViewModel(thread: .fixture))
}

@MainActor
final class InboxViewModel: ObservableObject {
    private let mail: MailClient

    init(mail: MailClient) { self.mail = mail }

    enum Action { case dismissComposer, compose }

    func send(_ action: Action) {
        switch action {
        case .dismissComposer: composer = nil
        case .compose: composer = ComposerViewModel(mail: mail)
        }
    }

    @Published private(set) var threads: [MailThread] = []
    @Published private(set) var composer: ComposerViewModel?
}

@MainActor
final class ThreadViewModel: ObservableObject {
    init(thread: MailThread) { subject = thread.subject }
    @Published private(set) var subject: String
}
