import SwiftUI

struct FeedView: View {
    @StateObject var viewModel = FeedViewModel(api: .live)

    var body: some View {
        List(viewModel.posts) { post in
            PostRow(post: post)
                .onAppear {
                    if post == viewModel.posts.last {
                        viewModel.loadNextPage() // expect: view_sends_actions
                    }
                }
        }
        .refreshable { await viewModel.refresh() } // expect: view_sends_actions
        .onAppear { viewModel.send(.appear) }
    }
}

struct PostRow: View {
    let post: Post
    @State private var isExpanded = false

    var body: some View {
        Text(post.title).onTapGesture { isExpanded.toggle() }
    }
}

@MainActor
final class FeedViewModel: ObservableObject {
    private let api: FeedAPI
    private var page = 0

    init(api: FeedAPI) {
        self.api = api
    }

    enum Action {
        case appear
        case loaded([Post]) // expect: untested_action
    }

    func send(_ action: Action) {
        switch action {
        case .appear:
            Task { send(.loaded(await api.posts(page: 0))) }
        case .loaded(let posts):
            self.posts = posts
        }
    }

    func loadNextPage() {
        page += 1
    }

    func refresh() async {
        posts = await api.posts(page: 0)
    }

    @Published private(set) var posts: [Post] = []
}
